/*
 * html: escape(s, quote=True) and unescape with numeric character references and the named
 * entities agent code meets (HTML 4 plus common HTML5 names), following CPython's rules for
 * invalid code points.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.vm.ResourceMeter;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code import html}. */
public final class HtmlModule {
  private HtmlModule() {}

  static final Map<String, String> ENTITIES = new HashMap<>();

  static {
    String[] table = {
      "amp", "&", "lt", "<", "gt", ">", "quot", "\"", "apos", "'", "nbsp", "\u00a0", "iexcl", "\u00a1",
      "cent", "\u00a2", "pound", "\u00a3", "curren", "\u00a4", "yen", "\u00a5", "brvbar", "\u00a6", "sect", "\u00a7",
      "uml", "\u00a8", "copy", "\u00a9", "ordf", "\u00aa", "laquo", "\u00ab", "not", "\u00ac", "shy", "\u00ad",
      "reg", "\u00ae", "macr", "\u00af", "deg", "\u00b0", "plusmn", "\u00b1", "sup2", "\u00b2", "sup3", "\u00b3",
      "acute", "\u00b4", "micro", "\u00b5", "para", "\u00b6", "middot", "\u00b7", "cedil", "\u00b8", "sup1", "\u00b9",
      "ordm", "\u00ba", "raquo", "\u00bb", "frac14", "\u00bc", "frac12", "\u00bd", "frac34", "\u00be",
      "iquest", "\u00bf", "times", "\u00d7", "divide", "\u00f7", "szlig", "\u00df", "euro", "\u20ac",
      "ndash", "\u2013", "mdash", "\u2014", "lsquo", "\u2018", "rsquo", "\u2019", "sbquo", "\u201a",
      "ldquo", "\u201c", "rdquo", "\u201d", "bdquo", "\u201e", "dagger", "\u2020", "Dagger", "\u2021",
      "bull", "\u2022", "hellip", "\u2026", "permil", "\u2030", "prime", "\u2032", "Prime", "\u2033",
      "lsaquo", "\u2039", "rsaquo", "\u203a", "trade", "\u2122", "larr", "\u2190", "uarr", "\u2191",
      "rarr", "\u2192", "darr", "\u2193", "harr", "\u2194", "lArr", "\u21d0", "rArr", "\u21d2", "hArr", "\u21d4",
      "forall", "\u2200", "part", "\u2202", "exist", "\u2203", "empty", "\u2205", "nabla", "\u2207",
      "isin", "\u2208", "notin", "\u2209", "sum", "\u2211", "minus", "\u2212", "radic", "\u221a", "infin", "\u221e",
      "and", "\u2227", "or", "\u2228", "cap", "\u2229", "cup", "\u222a", "int", "\u222b", "asymp", "\u2248",
      "ne", "\u2260", "equiv", "\u2261", "le", "\u2264", "ge", "\u2265", "sub", "\u2282", "sup", "\u2283",
      "loz", "\u25ca", "spades", "\u2660", "clubs", "\u2663", "hearts", "\u2665", "diams", "\u2666",
      "thinsp", "\u2009", "ensp", "\u2002", "emsp", "\u2003", "zwnj", "\u200c", "zwj", "\u200d",
      "lrm", "\u200e", "rlm", "\u200f", "circ", "\u02c6", "tilde", "\u02dc", "fnof", "\u0192", "oline", "\u203e",
      "frasl", "\u2044", "alpha", "\u03b1", "beta", "\u03b2", "gamma", "\u03b3", "delta", "\u03b4",
      "epsilon", "\u03b5", "lambda", "\u03bb", "mu", "\u03bc", "pi", "\u03c0", "sigma", "\u03c3", "omega", "\u03c9",
      "Alpha", "\u0391", "Beta", "\u0392", "Gamma", "\u0393", "Delta", "\u0394", "Omega", "\u03a9", "Sigma", "\u03a3",
      "Pi", "\u03a0", "theta", "\u03b8", "Theta", "\u0398", "phi", "\u03c6", "tau", "\u03c4", "rho", "\u03c1",
      "Agrave", "\u00c0", "Aacute", "\u00c1", "Acirc", "\u00c2", "Atilde", "\u00c3", "Auml", "\u00c4", "Aring", "\u00c5",
      "AElig", "\u00c6", "Ccedil", "\u00c7", "Egrave", "\u00c8", "Eacute", "\u00c9", "Ecirc", "\u00ca", "Euml", "\u00cb",
      "Igrave", "\u00cc", "Iacute", "\u00cd", "Icirc", "\u00ce", "Iuml", "\u00cf", "ETH", "\u00d0", "Ntilde", "\u00d1",
      "Ograve", "\u00d2", "Oacute", "\u00d3", "Ocirc", "\u00d4", "Otilde", "\u00d5", "Ouml", "\u00d6", "Oslash", "\u00d8",
      "Ugrave", "\u00d9", "Uacute", "\u00da", "Ucirc", "\u00db", "Uuml", "\u00dc", "Yacute", "\u00dd", "THORN", "\u00de",
      "agrave", "\u00e0", "aacute", "\u00e1", "acirc", "\u00e2", "atilde", "\u00e3", "auml", "\u00e4", "aring", "\u00e5",
      "aelig", "\u00e6", "ccedil", "\u00e7", "egrave", "\u00e8", "eacute", "\u00e9", "ecirc", "\u00ea", "euml", "\u00eb",
      "igrave", "\u00ec", "iacute", "\u00ed", "icirc", "\u00ee", "iuml", "\u00ef", "eth", "\u00f0", "ntilde", "\u00f1",
      "ograve", "\u00f2", "oacute", "\u00f3", "ocirc", "\u00f4", "otilde", "\u00f5", "ouml", "\u00f6", "oslash", "\u00f8",
      "ugrave", "\u00f9", "uacute", "\u00fa", "ucirc", "\u00fb", "uuml", "\u00fc", "yacute", "\u00fd", "thorn", "\u00fe",
      "yuml", "\u00ff", "OElig", "\u0152", "oelig", "\u0153", "Scaron", "\u0160", "scaron", "\u0161", "Yuml", "\u0178",
      "check", "\u2713", "star", "\u2606", "starf", "\u2605", "hyphen", "\u2010", "dash", "\u2010", "colon", ":",
      "comma", ",", "period", ".", "excl", "!", "quest", "?", "num", "#", "dollar", "$", "percnt", "%",
      "lpar", "(", "rpar", ")", "ast", "*", "plus", "+", "sol", "/", "semi", ";", "equals", "=", "commat", "@",
      "lsqb", "[", "rsqb", "]", "bsol", "\\", "lowbar", "_", "grave", "`", "lcub", "{", "rcub", "}", "verbar", "|",
      "Tab", "\t", "NewLine", "\n",
    };
    for (int i = 0; i < table.length; i += 2) {
      ENTITIES.put(table[i], table[i + 1]);
    }
  }

  /** Entities HTML5 recognises without the trailing semicolon (the common ones). */
  static final java.util.Set<String> NO_SEMI = java.util.Set.of("amp", "lt", "gt", "quot", "nbsp", "copy", "reg",
      "AMP", "LT", "GT", "QUOT", "COPY", "REG");

  static final Pattern CHARREF = Pattern.compile("&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\\t\\n\\f <&#;]{1,32};?)");

  public static PyModule create() {
    PyModule m = new PyModule("html");
    m.def("escape", (a, k) -> {
      PyObject[] p = Support.bind("escape", a, k, new String[] {"s", "quote"}, 1);
      String s = Support.string(p[0], "escape() argument 's'");
      ResourceMeter.current().allocateString(s.length() * 2L);
      s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
      if (p[1] == null || Ops.truthy(p[1])) {
        s = s.replace("\"", "&quot;").replace("'", "&#x27;");
      }
      return PyStr.of(s);
    });
    m.def("unescape", (a, k) -> {
      PyObject[] p = Support.bind("unescape", a, k, new String[] {"s"}, 1);
      String s = Support.string(p[0], "unescape() argument 's'");
      if (s.indexOf('&') < 0) {
        return p[0];
      }
      Matcher mt = CHARREF.matcher(s);
      StringBuilder sb = new StringBuilder();
      while (mt.find()) {
        ResourceMeter.current().tick();
        mt.appendReplacement(sb, Matcher.quoteReplacement(replace(mt.group(1))));
      }
      mt.appendTail(sb);
      return PyStr.of(sb.toString());
    });
    return m;
  }

  static String replace(String s) {
    if (s.charAt(0) == '#') {
      String body = s.endsWith(";") ? s.substring(1, s.length() - 1) : s.substring(1);
      long num;
      try {
        num = body.startsWith("x") || body.startsWith("X") ? Long.parseLong(body.substring(1), 16)
            : Long.parseLong(body);
      } catch (NumberFormatException e) {
        num = 0x110000;
      }
      if (num == 0 || (num >= 0xD800 && num <= 0xDFFF) || num > 0x10FFFF) {
        return "\uFFFD";
      }
      if (num >= 0x80 && num <= 0x9f) {
        String cp1252 = "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d"
            + "\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d"
            + "\u017e\u0178";
        return String.valueOf(cp1252.charAt((int) num - 0x80));
      }
      return new String(Character.toChars((int) num));
    }
    if (s.endsWith(";")) {
      String v = ENTITIES.get(s.substring(0, s.length() - 1));
      if (v != null) {
        return v;
      }
    }
    for (int x = s.length() - (s.endsWith(";") ? 1 : 0); x > 1; x--) {
      String prefix = s.substring(0, x);
      if (NO_SEMI.contains(prefix)) {
        return ENTITIES.getOrDefault(prefix.toLowerCase(java.util.Locale.ROOT), "") + s.substring(x);
      }
    }
    return "&" + s;
  }
}
