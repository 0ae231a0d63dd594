# Sphinx configuration of the site «Правила спортивного бриджа» (ФСБ Среднеуральского края, 2022)
project = 'Правила спортивного бриджа. Редакция 2017 года'
version = '2017'
release = '2017'
author = 'Федерация спортивного бриджа Среднеуральского края'
copyright = '2022, Федерация спортивного бриджа Среднеуральского края. Перевод: О. В. Бережная'
language = 'ru'
root_doc = 'index'
exclude_patterns = ['_build']

html_theme = 'classic'
html_title = 'Правила спортивного бриджа'
html_short_title = 'Правила бриджа'
html_show_sourcelink = False
html_copy_source = False
html_last_updated_fmt = '14.03.2022'
html_use_index = False
html_domain_indices = False
html_theme_options = {'stickysidebar': False}

latex_engine = 'xelatex'
latex_documents = [('index', 'ural2022.tex', 'Правила спортивного бриджа. Редакция 2017 года',
                    'Федерация спортивного бриджа Среднеуральского края', 'manual')]
latex_elements = {
    'papersize': 'a4paper',
    'pointsize': '11pt',
    'fontpkg': r'''
\setmainfont{DejaVu Serif}
\setsansfont{DejaVu Sans}
\setmonofont{DejaVu Sans Mono}
''',
}
latex_show_urls = 'no'

epub_basename = 'ural2022'
epub_title = 'Правила спортивного бриджа. Редакция 2017 года'
epub_author = 'Федерация спортивного бриджа Среднеуральского края'
epub_publisher = 'Федерация спортивного бриджа Среднеуральского края'
epub_identifier = 'urn:uuid:5e0c7a52-3f1b-4b8e-9d0a-2022ural0001'
epub_uid = 'ural2022'
epub_show_urls = 'no'
epub_use_index = False

today = '14 марта 2022 г.'
latex_elements['preamble'] = r'\setcounter{secnumdepth}{-1}'
