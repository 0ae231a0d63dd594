"""Open a copy of a file in LibreOffice (hidden view), accept all tracked changes, return its plain text.

The plain text is LibreOffice's own "Text (encoded)" UTF-8 export of the accepted copy, plus the footnotes'
texts read through the API (the text export leaves footnotes out)."""
import os, shutil, tempfile, time
import uno
from com.sun.star.beans import PropertyValue


def pv(n, v):
    p = PropertyValue(); p.Name = n; p.Value = v; return p


def connect(port):
    local = uno.getComponentContext()
    res = local.ServiceManager.createInstanceWithContext('com.sun.star.bridge.UnoUrlResolver', local)
    for _ in range(60):
        try:
            return res.resolve(f'uno:socket,host=127.0.0.1,port={port};urp;StarOffice.ComponentContext')
        except Exception:
            time.sleep(0.5)
    raise SystemExit('no soffice on port %s' % port)


def accepted_text(ctx, path):
    smgr = ctx.ServiceManager
    desk = smgr.createInstanceWithContext('com.sun.star.frame.Desktop', ctx)
    tmp = tempfile.mkdtemp()
    copy = os.path.join(tmp, 'copy' + os.path.splitext(path)[1])
    shutil.copy(path, copy)
    doc = desk.loadComponentFromURL(uno.systemPathToFileUrl(copy), '_blank', 0, (pv('Hidden', True),))
    disp = smgr.createInstanceWithContext('com.sun.star.frame.DispatchHelper', ctx)
    disp.executeDispatch(doc.getCurrentController().getFrame(), '.uno:AcceptAllTrackedChanges', '', 0, ())
    left = doc.getRedlines().getCount() if hasattr(doc, 'getRedlines') else -1
    fns = doc.getFootnotes()
    extra = [fns.getByIndex(i).getString() for i in range(fns.getCount())]
    for f in [fns.getByIndex(i) for i in range(fns.getCount())]:   # drop the call marks from the body text
        f.getAnchor().getText().removeTextContent(f)
    out = os.path.join(tmp, 'plain.txt')
    doc.storeToURL(uno.systemPathToFileUrl(out), (pv('FilterName', 'Text (encoded)'), pv('FilterOptions', 'UTF8,LF,,,')))
    doc.close(True)
    txt = open(out, encoding='utf-8-sig').read()
    shutil.rmtree(tmp)
    return txt + '\n' + '\n'.join(extra), left
