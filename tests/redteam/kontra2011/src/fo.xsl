<?xml version="1.0"?>
<!-- customisation layer of the DocBook XSL (namespaced) stylesheets for FOP: DejaVu fonts for Cyrillic, A5 -->
<xsl:stylesheet xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:fo="http://www.w3.org/1999/XSL/Format" version="1.0">
  <xsl:import href="/usr/share/xml/docbook/stylesheet/docbook-xsl-ns/fo/docbook.xsl"/>
  <xsl:param name="paper.type">A5</xsl:param>
  <xsl:param name="body.font.family">DejaVu Serif</xsl:param>
  <xsl:param name="title.font.family">DejaVu Sans</xsl:param>
  <xsl:param name="monospace.font.family">DejaVu Sans Mono</xsl:param>
  <xsl:param name="symbol.font.family">DejaVu Sans</xsl:param>
  <xsl:param name="body.font.master">9</xsl:param>
  <xsl:param name="section.autolabel">1</xsl:param>
  <xsl:param name="fop1.extensions">1</xsl:param>
  <xsl:param name="hyphenate">true</xsl:param>
  <xsl:param name="l10n.gentext.default.language">ru</xsl:param>
  <xsl:param name="admon.textlabel">1</xsl:param>
  <xsl:param name="header.rule">1</xsl:param>
  <xsl:param name="header.column.widths">1 10 1</xsl:param>
  <xsl:param name="region.before.extent">0.55in</xsl:param>
  <xsl:param name="body.margin.top">0.65in</xsl:param>
</xsl:stylesheet>
