/*
 * html.parser: HTMLParser as a hand-written tokenizer in Java. Agents feed it pages a fetch tool
 * returned and collect links, tables and text through the handle_* callbacks they override, so
 * what matters is that the callbacks fire in CPython's order with CPython's arguments, including
 * on broken markup and across feed() boundaries. The scanner is one loop over the pending text
 * with a small method per construct (start tag, end tag, comment, declaration, ...); each
 * construct either completes (the callback fires and the scan moves past it) or reports that it
 * needs more input, in which case the text stays pending until the next feed() or close().
 * Callbacks left at their no-op defaults are never called, and their arguments never built.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.vm.ResourceMeter;

/** {@code html.parser}. */
public final class HtmlParserModule {
  private HtmlParserModule() {}

  public static final PyType HTML_PARSER =
      PyType.builtinInModule("html.parser", "HTMLParser", PyType.OBJECT, HtmlParserModule::install);

  /** The body of every handle_* default: the scanner skips callbacks left at it. */
  private static final BuiltinBody NO_OP = (a, k) -> PyNone.NONE;
  private static final PyTuple RAW_TEXT_ELEMENTS = PyTuple.of(PyStr.of("script"), PyStr.of("style"));
  private static final String[] HANDLERS = {"handle_starttag", "handle_endtag", "handle_charref",
      "handle_entityref", "handle_data", "handle_comment", "handle_decl", "handle_pi", "unknown_decl"};

  public static PyModule create() {
    PyModule m = new PyModule("html.parser");
    m.put("HTMLParser", HTML_PARSER);
    m.put("__all__", Support.list(PyStr.of("HTMLParser")));
    return m;
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineAttr("CDATA_CONTENT_ELEMENTS", RAW_TEXT_ELEMENTS);
    t.defineStaticMethod("__new__", (a, k) -> new Parser((PyType) a[0]));
    t.defineMethod("__init__", HtmlParserModule::init);
    t.defineMethod("reset", (a, k) -> {
      Support.bindMethod("reset", a, k, new String[0], 0);
      parser(a[0]).reset();
      return PyNone.NONE;
    });
    t.defineMethod("feed", (a, k) -> {
      PyObject[] p = Support.bindMethod("feed", a, k, new String[] {"data"}, 1);
      parser(a[0]).feed(p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("close", (a, k) -> {
      Support.bindMethod("close", a, k, new String[0], 0);
      parser(a[0]).scan(true);
      return PyNone.NONE;
    });
    t.defineMethod("getpos", (a, k) -> {
      Support.bindMethod("getpos", a, k, new String[0], 0);
      Parser p = parser(a[0]);
      return PyTuple.of(PyInt.of(p.line), PyInt.of(p.column));
    });
    t.defineMethod("get_starttag_text", (a, k) -> {
      Support.bindMethod("get_starttag_text", a, k, new String[0], 0);
      return optional(parser(a[0]).startTagText);
    });
    t.defineMethod("set_cdata_mode", (a, k) -> {
      PyObject[] p = Support.bindMethod("set_cdata_mode", a, k, new String[] {"elem"}, 1);
      parser(a[0]).rawTextElement = Ops.str(Ops.callSpecial(p[0], "lower"));
      return PyNone.NONE;
    });
    t.defineMethod("clear_cdata_mode", (a, k) -> {
      Support.bindMethod("clear_cdata_mode", a, k, new String[0], 0);
      parser(a[0]).rawTextElement = null;
      return PyNone.NONE;
    });
    t.defineMethod("handle_startendtag", (a, k) -> {
      PyObject[] p = Support.bindMethod("handle_startendtag", a, k, new String[] {"tag", "attrs"}, 2);
      Parser self = parser(a[0]);
      self.fire("handle_starttag", p[0], p[1]);
      self.fire("handle_endtag", p[0]);
      return PyNone.NONE;
    });
    for (String h : HANDLERS) {
      t.defineMethod(h, NO_OP);
    }
    t.defineProperty("rawdata", o -> PyStr.of(parser(o).pending),
        (o, v) -> parser(o).pending = Support.string(v, "rawdata"));
    t.defineProperty("lineno", o -> PyInt.of(parser(o).line), (o, v) -> parser(o).line = Support.toInt(v));
    t.defineProperty("offset", o -> PyInt.of(parser(o).column), (o, v) -> parser(o).column = Support.toInt(v));
    t.defineProperty("lasttag", o -> PyStr.of(parser(o).lastTag), (o, v) -> parser(o).lastTag = Ops.str(v));
    t.defineProperty("cdata_elem", o -> optional(parser(o).rawTextElement),
        (o, v) -> parser(o).rawTextElement = Support.isNone(v) ? null : Ops.str(v));
  }

  /** {@code HTMLParser.__init__(self, *, convert_charrefs=True)}. */
  private static PyObject init(PyObject[] a, String[] k) {
    int nkw = Support.kwCount(k);
    if (a.length - nkw > 1) {
      throw Errors.typeError("HTMLParser.__init__() takes 1 positional argument but " + (a.length - nkw)
          + " were given");
    }
    PyObject convert = PyBool.TRUE;
    for (int i = 0; i < nkw; i++) {
      if (!k[i].equals("convert_charrefs")) {
        throw Errors.typeError("HTMLParser.__init__() got an unexpected keyword argument '" + k[i] + "'");
      }
      convert = a[a.length - nkw + i];
    }
    a[0].instanceDict().setItem(PyStr.of("convert_charrefs"), convert);
    Ops.callMethodDescriptor(Ops.getattr(a[0].type(), "reset"), a[0], new PyObject[0], null);
    return PyNone.NONE;
  }

  private static Parser parser(PyObject o) {
    if (o instanceof Parser p) {
      return p;
    }
    throw Errors.typeError("descriptor requires a 'html.parser.HTMLParser' object but received a '"
        + o.type().name() + "'");
  }

  private static PyObject optional(String s) {
    return s == null ? PyNone.NONE : PyStr.of(s);
  }

  /** An HTMLParser (or an instance of a Python subclass): the scanner's state and the instance dict. */
  static final class Parser extends ClassInstance {
    /** Text fed but not yet consumed (CPython's {@code rawdata}). */
    String pending = "";
    int line = 1;
    /** Column of the scan position, in code points. */
    int column;
    String lastTag = "???";
    /** Inside script/style (or what set_cdata_mode chose): only its end tag ends the text; else null. */
    String rawTextElement;
    String startTagText;
    /** The text being scanned by the current scan() call. */
    private String text;

    Parser(PyType type) {
      super(type);
    }

    void reset() {
      pending = "";
      lastTag = "???";
      rawTextElement = null;
      line = 1;
      column = 0;
    }

    void feed(PyObject data) {
      if (!(data instanceof PyStr s)) {
        throw Errors.typeError("can only concatenate str (not \"" + data.type().name() + "\") to str");
      }
      ResourceMeter.current().allocateString((long) pending.length() + s.value().length());
      pending = pending + s.value();
      scan(false);
    }

    private boolean convertsReferences() {
      PyObject v = instanceDict().getStrOrNull("convert_charrefs");
      return v == null || Ops.truthy(v);
    }

    // ---------------------------------------------------------------- the scan loop

    /**
     * Consumes as much of the pending text as can be decided now; at the end of input
     * ({@code close()}) everything, with unfinished constructs passed on as text.
     */
    void scan(boolean atEnd) {
      String s = pending;
      text = s;
      int n = s.length();
      ResourceMeter meter = ResourceMeter.current();
      meter.tick(1 + (n >> 4));
      int i = 0;
      while (i < n) {
        meter.tick();
        boolean convert = convertsReferences() && rawTextElement == null;
        int j;
        if (convert) {
          j = s.indexOf('<', i);
          if (j < 0) {
            if (mayEndInReference(s, i)) {
              break; // a reference may be cut in two: wait for the rest
            }
            j = n;
          }
        } else {
          j = rawTextElement == null ? nextMarkupOrReference(s, i) : rawTextEnd(s, i);
          if (j < 0) {
            if (rawTextElement != null) {
              break;
            }
            j = n;
          }
        }
        if (i < j) {
          data(i, j, convert);
        }
        i = advance(i, j);
        if (i == n) {
          break;
        }
        char c = s.charAt(i);
        if (c == '<') {
          int k = markup(i, n);
          if (k == Integer.MIN_VALUE) {
            break; // a lone '<' at the end of what was fed
          }
          if (k < 0) {
            if (!atEnd) {
              break;
            }
            k = s.indexOf('>', i + 1);
            if (k < 0) {
              k = s.indexOf('<', i + 1);
              k = k < 0 ? i + 1 : k;
            } else {
              k++;
            }
            data(i, k, convertsReferences() && rawTextElement == null);
          }
          i = advance(i, k);
        } else if (s.startsWith("&#", i)) {
          int end = charRefEnd(s, i, n);
          if (end < 0) {
            if (s.indexOf(';', i) >= 0) { // not a reference after all: give up the "&#" as text
              fire("handle_data", "&#");
              i = advance(i, i + 2);
            }
            break;
          }
          fire("handle_charref", s.substring(i + 2, end - 1));
          i = advance(i, s.charAt(end - 1) == ';' ? end : end - 1);
        } else { // '&'
          int end = entityRefEnd(s, i, n);
          if (end >= 0) {
            fire("handle_entityref", s.substring(i + 1, end - 1));
            i = advance(i, s.charAt(end - 1) == ';' ? end : end - 1);
          } else if (i + 1 < n && isAsciiLetterOr(s.charAt(i + 1), '#')) {
            if (atEnd && i + 2 == n) {
              i = advance(i, i + 1); // CPython drops the '&' of a two-character "&x" at close()
            }
            break;
          } else if (i + 1 < n) {
            fire("handle_data", "&");
            i = advance(i, i + 1);
          } else {
            break;
          }
        }
      }
      if (atEnd && i < n && rawTextElement == null) {
        data(i, n, convertsReferences());
        i = advance(i, n);
      }
      pending = s.substring(i);
      text = null;
    }

    /** Where the markup starting with '<' at i ends; -1 when incomplete; MIN_VALUE for a final lone '<'. */
    private int markup(int i, int n) {
      String s = text;
      if (i + 1 < n && isAsciiLetter(s.charAt(i + 1))) {
        return startTag(i);
      }
      if (s.startsWith("</", i)) {
        return endTag(i);
      }
      if (s.startsWith("<!--", i)) {
        return comment(i);
      }
      if (s.startsWith("<?", i)) {
        return processingInstruction(i);
      }
      if (s.startsWith("<!", i)) {
        return declaration(i);
      }
      if (i + 1 < n) {
        fire("handle_data", "<");
        return i + 1;
      }
      return Integer.MIN_VALUE;
    }

    /** Text between markup: unescaped when convert_charrefs is on (and not in script/style). */
    private void data(int from, int to, boolean unescape) {
      PyObject h = handler("handle_data");
      if (h != null) {
        ResourceMeter.current().allocateString(to - from);
        String chunk = text.substring(from, to);
        invoke(h, PyStr.of(unescape ? HtmlModule.unescape(chunk) : chunk));
      }
    }

    /** Moves the line/column position over text[from, to) and returns {@code to}. */
    private int advance(int from, int to) {
      if (from >= to) {
        return to;
      }
      int lastNewline = text.lastIndexOf('\n', to - 1);
      if (lastNewline >= from) {
        for (int p = text.indexOf('\n', from); p >= 0 && p < to; p = text.indexOf('\n', p + 1)) {
          line++;
        }
        column = text.codePointCount(lastNewline + 1, to);
      } else {
        column += text.codePointCount(from, to);
      }
      return to;
    }

    // ---------------------------------------------------------------- text-mode scanning

    /** With convert_charrefs, an '&' among the last 34 characters with no space or ';' after it. */
    private static boolean mayEndInReference(String s, int from) {
      int amp = s.lastIndexOf('&');
      if (amp < Math.max(from, s.length() - 34)) {
        return false;
      }
      for (int p = amp; p < s.length(); p++) {
        char c = s.charAt(p);
        if (c == ';' || PyStr.isPyWhitespace(c)) {
          return false;
        }
      }
      return true;
    }

    private static int nextMarkupOrReference(String s, int from) {
      for (int p = from; p < s.length(); p++) {
        char c = s.charAt(p);
        if (c == '<' || c == '&') {
          return p;
        }
      }
      return -1;
    }

    /** Inside script/style: where "</name" (spaces allowed around the name) followed by '>' starts. */
    private int rawTextEnd(String s, int from) {
      String name = rawTextElement;
      for (int p = s.indexOf("</", from); p >= 0; p = s.indexOf("</", p + 1)) {
        int q = skipSpaces(s, p + 2);
        if (s.regionMatches(true, q, name, 0, name.length())) {
          q = skipSpaces(s, q + name.length());
          if (q < s.length() && s.charAt(q) == '>') {
            return p;
          }
        }
      }
      return -1;
    }

    /** End of a numeric reference "&#123" / "&#x1F" plus the one character after it; -1 if none. */
    private static int charRefEnd(String s, int i, int n) {
      int p = i + 2;
      boolean hex = p < n && (s.charAt(p) == 'x' || s.charAt(p) == 'X');
      int digits = hex ? p + 1 : p;
      int q = digits;
      while (q < n && (hex ? isHexDigit(s.charAt(q)) : isDigit(s.charAt(q)))) {
        q++;
      }
      if (q == digits || q >= n || isHexDigit(s.charAt(q))) {
        return -1;
      }
      return q + 1;
    }

    /**
     * End of a named reference "&name" plus the one non-alphanumeric character after it; -1 if
     * none. A name running to the end of the text may still end at its last '-' or '.'.
     */
    private static int entityRefEnd(String s, int i, int n) {
      if (i + 1 >= n || !isAsciiLetter(s.charAt(i + 1))) {
        return -1;
      }
      int q = i + 2;
      while (q < n && isNameChar(s.charAt(q))) {
        q++;
      }
      if (q < n) {
        return q + 1;
      }
      for (int p = n - 1; p >= i + 2; p--) {
        if (s.charAt(p) == '-' || s.charAt(p) == '.') {
          return p + 1;
        }
      }
      return -1;
    }

    // ---------------------------------------------------------------- tags

    /** A start tag at i ("<" + letter); -1 when its end has not been fed yet. */
    private int startTag(int i) {
      String s = text;
      startTagText = null;
      int end = startTagEnd(i);
      if (end < 0) {
        return end;
      }
      startTagText = s.substring(i, end);
      int k = tagNameEnd(s, i + 1);
      String tag = PyStr.lowerCase(s.substring(i + 1, k));
      lastTag = tag;
      k = skipTagGap(s, k);
      PyList attrs = new PyList();
      int[] value = new int[3];
      while (k < end) {
        if (!attributeStart(s, k)) {
          break;
        }
        int nameEnd = attributeNameEnd(s, k);
        PyObject v = PyNone.NONE;
        int after = attributeValue(s, nameEnd, value);
        if (after >= 0) {
          String raw = s.substring(value[0], value[1]);
          v = PyStr.of(raw.isEmpty() ? raw : HtmlModule.unescape(raw));
        } else {
          after = nameEnd;
        }
        attrs.append(PyTuple.of(PyStr.of(PyStr.lowerCase(s.substring(k, nameEnd))), v));
        k = skipTagGap(s, after);
      }
      String tail = stripPy(s, k, end);
      if (!tail.equals(">") && !tail.equals("/>")) {
        data(i, end, false);
        return end;
      }
      PyStr tagName = PyStr.of(tag);
      if (tail.equals("/>")) {
        PyObject h = handler("handle_startendtag");
        if (h == null) {
          fire("handle_starttag", tagName, attrs);
          fire("handle_endtag", tagName);
        } else {
          invoke(h, tagName, attrs);
        }
      } else {
        fire("handle_starttag", tagName, attrs);
        if (isRawTextElement(tagName)) {
          PyObject h = handler("set_cdata_mode");
          if (h == null) {
            rawTextElement = tag;
          } else {
            invoke(h, tagName);
          }
        }
      }
      return end;
    }

    private boolean isRawTextElement(PyStr tag) {
      PyObject elements = Ops.getattr(this, "CDATA_CONTENT_ELEMENTS");
      if (elements == RAW_TEXT_ELEMENTS) {
        return tag.value().equals("script") || tag.value().equals("style");
      }
      return Ops.contains(elements, tag);
    }

    /**
     * Where the start tag at i ends (after its '>' or "/>"), or -1 when more input is needed.
     * Runs over the tag's shape: name, then attributes with optional values, quoted values
     * allowed to contain '>'. A tag broken off by a stray character ends just before it.
     */
    private int startTagEnd(int i) {
      String s = text;
      int n = s.length();
      int j = tagNameEnd(s, i + 1);
      j = skipSpacesOrSlashes(s, j);
      while (j < n && attributeStart(s, j)) {
        j = attributeNameEnd(s, j);
        int after = attributeValue(s, j, null);
        if (after >= 0) {
          j = skipSpaces(s, after);
        }
        j = skipTagGap(s, j);
      }
      j = skipSpaces(s, j);
      if (j >= n) {
        return -1;
      }
      char next = s.charAt(j);
      if (next == '>') {
        return j + 1;
      }
      if (next == '/') {
        return s.startsWith("/>", j) ? j + 2 : -1;
      }
      if (isAsciiLetterOr(next, '=')) {
        return -1; // input ended inside an attribute, or before its value
      }
      return j > i ? j : i + 1;
    }

    /** An end tag at i ("</"); -1 when its '>' has not been fed yet. */
    private int endTag(int i) {
      String s = text;
      int gt = s.indexOf('>', i + 1);
      if (gt < 0) {
        return -1;
      }
      int end = gt + 1;
      String name = simpleEndTagName(s, i, gt);
      if (name == null) {
        if (rawTextElement != null) {
          data(i, end, false);
          return end;
        }
        if (i + 2 >= s.length() || !isAsciiLetter(s.charAt(i + 2))) {
          if (s.startsWith("</>", i)) {
            return i + 3;
          }
          fire("handle_comment", s.substring(i + 2, gt)); // "</ 3>": a bogus comment
          return end;
        }
        fire("handle_endtag", PyStr.lowerCase(s.substring(i + 2, tagNameEnd(s, i + 2))));
        return end;
      }
      String tag = PyStr.lowerCase(name);
      if (rawTextElement != null && !tag.equals(rawTextElement)) {
        data(i, end, false);
        return end;
      }
      fire("handle_endtag", tag);
      PyObject h = handler("clear_cdata_mode");
      if (h == null) {
        rawTextElement = null;
      } else {
        invoke(h);
      }
      return end;
    }

    /** The name of "</ name >" when the tag from i to the '>' at gt has exactly that shape, else null. */
    private static String simpleEndTagName(String s, int i, int gt) {
      int p = skipSpaces(s, i + 2);
      if (p >= gt || !isAsciiLetter(s.charAt(p))) {
        return null;
      }
      int q = p + 1;
      while (q < gt && (isNameChar(s.charAt(q)) || s.charAt(q) == ':' || s.charAt(q) == '_')) {
        q++;
      }
      return skipSpaces(s, q) == gt ? s.substring(p, q) : null;
    }

    // ---------------------------------------------------------------- comments and declarations

    /** "<!--" ... "--" spaces ">" at i. */
    private int comment(int i) {
      String s = text;
      for (int p = s.indexOf("--", i + 4); p >= 0; p = s.indexOf("--", p + 1)) {
        int q = skipSpaces(s, p + 2);
        if (q < s.length() && s.charAt(q) == '>') {
          fire("handle_comment", s.substring(i + 4, p));
          return q + 1;
        }
      }
      return -1;
    }

    private int processingInstruction(int i) {
      int gt = text.indexOf('>', i + 2);
      if (gt < 0) {
        return -1;
      }
      fire("handle_pi", text.substring(i + 2, gt));
      return gt + 1;
    }

    /** "<!" not starting a comment: a marked section, a doctype, or a bogus comment up to '>'. */
    private int declaration(int i) {
      String s = text;
      if (s.startsWith("<![", i)) {
        return markedSection(i);
      }
      int gt = s.indexOf('>', i + 2);
      if (isDoctype(s, i + 2)) {
        gt = s.indexOf('>', i + 9);
        if (gt < 0) {
          return -1;
        }
        fire("handle_decl", s.substring(i + 2, gt));
        return gt + 1;
      }
      if (gt < 0) {
        return -1;
      }
      fire("handle_comment", s.substring(i + 2, gt));
      return gt + 1;
    }

    private static boolean isDoctype(String s, int p) {
      String word = "doctype";
      if (p + word.length() > s.length()) {
        return false;
      }
      for (int q = 0; q < word.length(); q++) {
        if (Character.toLowerCase(s.charAt(p + q)) != word.charAt(q)) {
          return false;
        }
      }
      return true;
    }

    /**
     * "<![keyword ... ]]>" (CDATA and the other SGML keywords) or "<![if ...]>" (Microsoft's
     * conditional comments): the text between is passed to unknown_decl. Any other keyword is
     * the AssertionError CPython raises.
     */
    private int markedSection(int i) {
      String s = text;
      int n = s.length();
      int p = i + 3;
      if (p == n) {
        return -1;
      }
      if (!isAsciiLetter(s.charAt(p))) {
        advance(i, p);
        throw Errors.of(ExceptionTypes.ASSERTION_ERROR, "expected name token at "
            + Ops.repr(PyStr.of(s.substring(i, offsetByCodePoints(s, i, 20)))));
      }
      int q = p + 1;
      while (q < n && (isNameChar(s.charAt(q)) || s.charAt(q) == '_')) {
        q++;
      }
      int nameEnd = q;
      q = skipSpaces(s, q);
      if (q == n) {
        return -1;
      }
      String keyword = PyStr.lowerCase(s.substring(p, nameEnd));
      int close;
      int closeEnd;
      switch (keyword) {
        case "temp", "cdata", "ignore", "include", "rcdata" -> {
          close = -1;
          closeEnd = -1;
          for (int b = s.indexOf(']', p); b >= 0 && close < 0; b = s.indexOf(']', b + 1)) {
            int c = skipSpaces(s, b + 1);
            if (c < n && s.charAt(c) == ']') {
              int d = skipSpaces(s, c + 1);
              if (d < n && s.charAt(d) == '>') {
                close = b;
                closeEnd = d + 1;
              }
            }
          }
        }
        case "if", "else", "endif" -> {
          close = -1;
          closeEnd = -1;
          for (int b = s.indexOf(']', p); b >= 0 && close < 0; b = s.indexOf(']', b + 1)) {
            int c = skipSpaces(s, b + 1);
            if (c < n && s.charAt(c) == '>') {
              close = b;
              closeEnd = c + 1;
            }
          }
        }
        default -> throw Errors.of(ExceptionTypes.ASSERTION_ERROR, "unknown status keyword "
            + Ops.repr(PyStr.of(s.substring(p, q))) + " in marked section");
      }
      if (close < 0) {
        return -1;
      }
      fire("unknown_decl", s.substring(p, close));
      return closeEnd;
    }

    // ---------------------------------------------------------------- attributes

    /** An attribute may start at k: after a quote, space or '/', with a character other than those. */
    private static boolean attributeStart(String s, int k) {
      if (k == 0 || k >= s.length()) {
        return false;
      }
      char before = s.charAt(k - 1);
      char c = s.charAt(k);
      boolean afterSeparator = before == '\'' || before == '"' || before == '/' || PyStr.isPyWhitespace(before);
      return afterSeparator && c != '/' && c != '>' && !PyStr.isPyWhitespace(c);
    }

    private static int attributeNameEnd(String s, int k) {
      int p = k + 1;
      while (p < s.length()) {
        char c = s.charAt(p);
        if (c == '/' || c == '=' || c == '>' || PyStr.isPyWhitespace(c)) {
          break;
        }
        p++;
      }
      return p;
    }

    /**
     * The "= value" after an attribute name at p: returns where it ends, or -1 when there is
     * none, and (when {@code span} is given) the value's bounds without quotes in span[0..1].
     * Spaces may surround the '='s; a value is quoted (the quote must close) or runs to a space
     * or '>'. When a quote never closes, the value is empty if spaces preceded it, and otherwise
     * starts at the last '=' when there were several (how a backtracking regex settles it).
     */
    private static int attributeValue(String s, int p, int[] span) {
      int n = s.length();
      int q = skipSpaces(s, p);
      if (q >= n || s.charAt(q) != '=') {
        return -1;
      }
      int eqEnd = q;
      while (eqEnd < n && s.charAt(eqEnd) == '=') {
        eqEnd++;
      }
      int v = skipSpaces(s, eqEnd);
      if (v < n && (s.charAt(v) == '\'' || s.charAt(v) == '"')) {
        int closeQuote = s.indexOf(s.charAt(v), v + 1);
        if (closeQuote >= 0) {
          setSpan(span, v + 1, closeQuote);
          return closeQuote + 1;
        }
        if (v > eqEnd) {
          setSpan(span, v - 1, v - 1);
          return v - 1;
        }
        if (eqEnd - q < 2) {
          return -1;
        }
        v = eqEnd - 1;
      }
      int e = v;
      while (e < n && s.charAt(e) != '>' && !PyStr.isPyWhitespace(s.charAt(e))) {
        e++;
      }
      setSpan(span, v, e);
      return e;
    }

    private static void setSpan(int[] span, int from, int to) {
      if (span != null) {
        span[0] = from;
        span[1] = to;
      }
    }

    // ---------------------------------------------------------------- callbacks

    /** The callback for {@code name}: null while it is HTMLParser's own (a no-op for handle_*). */
    private PyObject handler(String name) {
      return Overrides.find(this, name);
    }

    private void invoke(PyObject h, PyObject... args) {
      ResourceMeter.current().tick();
      h.call(args, null);
    }

    void fire(String name, PyObject... args) {
      PyObject h = handler(name);
      if (h != null) {
        invoke(h, args);
      }
    }

    private void fire(String name, String arg) {
      PyObject h = handler(name);
      if (h != null) {
        ResourceMeter.current().allocateString(arg.length());
        invoke(h, PyStr.of(arg));
      }
    }
  }

  // ---------------------------------------------------------------- character classes

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isAsciiLetterOr(char c, char other) {
    return isAsciiLetter(c) || c == other;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  /** Letters, digits, '-' and '.': what may follow the first letter of a reference or tag name. */
  private static boolean isNameChar(char c) {
    return isAsciiLetter(c) || isDigit(c) || c == '-' || c == '.';
  }

  /** End of a tag name starting at p: it runs to a space, '/', '>' or NUL. */
  private static int tagNameEnd(String s, int p) {
    int q = p + 1;
    while (q < s.length()) {
      char c = s.charAt(q);
      if (c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == ' ' || c == '/' || c == '>' || c == 0) {
        break;
      }
      q++;
    }
    return q;
  }

  /** Skips the spaces and the slashes not closing the tag ("/>") between a tag's parts. */
  private static int skipTagGap(String s, int p) {
    int n = s.length();
    while (p < n) {
      char c = s.charAt(p);
      if (PyStr.isPyWhitespace(c) || (c == '/' && !(p + 1 < n && s.charAt(p + 1) == '>'))) {
        p++;
      } else {
        break;
      }
    }
    return p;
  }

  private static int skipSpacesOrSlashes(String s, int p) {
    while (p < s.length() && (s.charAt(p) == '/' || PyStr.isPyWhitespace(s.charAt(p)))) {
      p++;
    }
    return p;
  }

  private static int skipSpaces(String s, int p) {
    while (p < s.length() && PyStr.isPyWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }

  /** The index {@code count} code points after {@code from}, or the end of s. */
  private static int offsetByCodePoints(String s, int from, int count) {
    int p = from;
    for (int c = 0; c < count && p < s.length(); c++) {
      p += Character.charCount(s.codePointAt(p));
    }
    return p;
  }

  /** Python's {@code s[from:to].strip()}. */
  private static String stripPy(String s, int from, int to) {
    if (from >= to) {
      return "";
    }
    int a = skipSpaces(s, from);
    int b = to;
    while (b > a && PyStr.isPyWhitespace(s.charAt(b - 1))) {
      b--;
    }
    return s.substring(a, b);
  }
}
