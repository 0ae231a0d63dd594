"""`python -m lawref.cli …`, the same as the `lawref` command."""

import sys

from lawref.cli import main

sys.exit(main())
