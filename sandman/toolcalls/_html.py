"""Names of HTML elements: a tag with one of these names is text the model wrote, never a call."""

HTML_ELEMENTS = frozenset(
    """
    a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption
    center cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset
    figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input
    ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup option
    output p param picture pre progress q rp rt ruby s samp script search section select small source
    span strike strong style sub summary sup table tbody td template textarea tfoot th thead time title
    tr track tt u ul var video wbr svg path circle rect line g math
    """.split()
)
