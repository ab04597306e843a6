/*
 * The string module: the character constants, capwords, Template (substitute,
 * safe_substitute, get_identifiers, is_valid; subclasses may change delimiter/idpattern/flags/
 * pattern) and Formatter, a port of CPython's pure-Python class: every step goes through an
 * attribute lookup on self (parse, get_field, get_value, convert_field, format_field,
 * check_unused_args) so subclass overrides take effect exactly where CPython's would.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.regex.Matcher;
import dev.krait.python.regex.PatternError;
import dev.krait.python.regex.Program;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** {@code string}. */
public final class StringModule {
  private StringModule() {}

  public static final PyType TEMPLATE = PyType.builtin("string.Template", PyType.OBJECT, StringModule::installTemplate);
  public static final PyType FORMATTER = PyType.builtin("string.Formatter", PyType.OBJECT, StringModule::installFormatter);

  private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
  private static final String UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String DIGITS = "0123456789";
  private static final String PUNCT = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
  private static final String WHITESPACE = " \t\n\r\u000b\f";

  private static final Map<String, Program> PATTERNS = new ConcurrentHashMap<>();

  public static PyModule create() {
    PyModule m = new PyModule("string");
    m.put("ascii_lowercase", PyStr.of(LOWER));
    m.put("ascii_uppercase", PyStr.of(UPPER));
    m.put("ascii_letters", PyStr.of(LOWER + UPPER));
    m.put("digits", PyStr.of(DIGITS));
    m.put("hexdigits", PyStr.of(DIGITS + "abcdefABCDEF"));
    m.put("octdigits", PyStr.of("01234567"));
    m.put("punctuation", PyStr.of(PUNCT));
    m.put("whitespace", PyStr.of(WHITESPACE));
    m.put("printable", PyStr.of(DIGITS + LOWER + UPPER + PUNCT + WHITESPACE));
    m.def("capwords", (a, k) -> {
      PyObject[] p = Support.bind("capwords", a, k, new String[] {"s", "sep"}, 1);
      PyObject sep = p[1] == null ? PyNone.NONE : p[1];
      PyObject parts = Ops.getattr(p[0], "split").call(new PyObject[] {sep}, null);
      List<PyObject> caps = new ArrayList<>();
      for (PyObject part : Support.toList(parts)) {
        caps.add(Ops.call(Ops.getattr(part, "capitalize")));
      }
      PyObject joiner = sep == PyNone.NONE ? PyStr.of(" ") : sep;
      return Ops.getattr(joiner, "join").call(new PyObject[] {Support.list(caps)}, null);
    });
    m.put("Template", TEMPLATE);
    m.put("Formatter", FORMATTER);
    return m;
  }

  // ================================================================ Template

  static final class TemplateObject extends ClassInstance {

    TemplateObject(PyType type) {
      super(type);
    }
  }

  /** The compiled pattern of a Template class (its pattern attribute, or one built from delimiter/idpattern). */
  private static Program patternOf(PyType cls) {
    PyObject custom = Ops.typeAttribute(cls, "pattern");
    int flags = (int) Support.toLong(Ops.typeAttribute(cls, "flags"));
    String source;
    if (custom instanceof PyStr s) {
      source = s.value();
    } else {
      String delim = ReModule.escape(Ops.str(Ops.typeAttribute(cls, "delimiter")));
      String id = Ops.str(Ops.typeAttribute(cls, "idpattern"));
      PyObject bidObj = Ops.typeAttribute(cls, "braceidpattern");
      String bid = bidObj == null || bidObj == PyNone.NONE ? id : Ops.str(bidObj);
      source = delim + "(?:\n  (?P<escaped>" + delim + ")  |\n  (?P<named>" + id + ")  |\n  {(?P<braced>" + bid
          + ")} |\n  (?P<invalid>)\n)\n";
    }
    String key = flags + ":" + source;
    Program c = PATTERNS.get(key);
    if (c == null) {
      try {
        c = Program.compile(source, flags | ReModule.VERBOSE, false);
      } catch (PatternError e) {
        throw Errors.valueError("bad Template pattern: " + e.getMessage());
      }
      if (PATTERNS.size() > 256) {
        PATTERNS.clear();
      }
      PATTERNS.put(key, c);
    }
    return c;
  }

  private static String group(Program c, Matcher m, String name) {
    Integer idx = c.groupIndex.get(name);
    return idx == null ? null : m.group(idx);
  }

  /** A matcher iterating the matches of pattern c in text. */
  private static Matcher matcher(Program c, String text) {
    Matcher m = new Matcher(c);
    m.reset(text);
    return m;
  }

  private static String templateText(PyObject self) {
    PyObject t = Ops.getattr(self, "template");
    return Ops.strValue(t, "expected string or bytes-like object, got '" + t.type().name() + "'");
  }

  private static String substitute(PyObject self, PyObject[] a, String[] k, boolean safe) {
    int npos = Args.posCount(a, k);
    if (npos > 2) {
      throw Errors.typeError((safe ? "Template.safe_substitute" : "Template.substitute") + "() takes from 1 to 2 positional arguments"
          + " but " + npos + " were given");
    }
    PyDict kws = new PyDict();
    int nkw = Args.kwCount(k);
    for (int i = 0; i < nkw; i++) {
      kws.setItem(PyStr.of(k[i]), a[a.length - nkw + i]);
    }
    PyObject mapping = npos == 2 ? a[1] : null;
    String text = templateText(self);
    Program c = patternOf(self.type());
    Matcher m = matcher(c, text);
    StringBuilder sb = new StringBuilder();
    int last = 0;
    String delimiter = Ops.str(Ops.getattr(self, "delimiter"));
    while (m.findNext()) {
      sb.append(text, last, m.start(0));
      last = m.end(0);
      String named = group(c, m, "named");
      if (named == null) {
        named = group(c, m, "braced");
      }
      if (named != null) {
        PyStr key = PyStr.of(named);
        PyObject v = kws.getItemOrNull(key);
        if (v == null && mapping != null) {
          try {
            v = Ops.getitem(mapping, key);
          } catch (PyError e) {
            if (!safe || !e.matches(ExceptionTypes.KEY_ERROR)) {
              throw e;
            }
          }
        }
        if (v == null) {
          if (!safe) {
            throw Errors.keyError(key);
          }
          sb.append(m.group(0));
        } else {
          String piece = Ops.str(v);
          // a value may be as long as an argument, substituted once per placeholder: bound the result as it grows
          ResourceMeter.current().tick(1 + (piece.length() >> 3));
          ResourceMeter.current().requireFitsString((long) sb.length() + piece.length());
          sb.append(piece);
        }
        continue;
      }
      if (group(c, m, "escaped") != null) {
        sb.append(delimiter);
        continue;
      }
      if (group(c, m, "invalid") != null) {
        if (safe) {
          sb.append(m.group(0));
          continue;
        }
        int i = m.start(c.groupIndex.get("invalid"));
        String before = text.substring(0, i);
        int lineno = 1;
        int lastStart = 0;
        for (int j = 0; j < before.length(); j++) {
          char ch = before.charAt(j);
          int e = -1;
          if (ch == '\r' && j + 1 < before.length() && before.charAt(j + 1) == '\n') {
            e = j + 2;
            j++;
          } else if ("\n\r\u000b\f\u001c\u001d\u001e\u0085\u2028\u2029".indexOf(ch) >= 0) {
            e = j + 1;
          }
          if (e > 0 && e < before.length()) {
            lineno++;
            lastStart = e;
          }
        }
        int colno = before.isEmpty() ? 1 : i - lastStart;
        throw Errors.valueError("Invalid placeholder in string: line " + lineno + ", col " + colno);
      }
      throw Errors.valueError("Unrecognized named group in pattern");
    }
    sb.append(text, last, text.length());
    ResourceMeter.current().allocateString(sb.length());
    return sb.toString();
  }

  private static void installTemplate(PyType t) {
    t.markBaseType();
    t.defineAttr("delimiter", PyStr.of("$"));
    t.defineAttr("idpattern", PyStr.of("(?a:[_a-z][_a-z0-9]*)"));
    t.defineAttr("braceidpattern", PyNone.NONE);
    t.defineAttr("flags", ReModule.flag(ReModule.IGNORECASE));
    t.defineStaticMethod("__new__", (a, k) -> new TemplateObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("Template", a, k, new String[] {"template"}, 1);
      a[0].instanceDict().setItem(PyStr.of("template"), p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("substitute", (a, k) -> PyStr.of(substitute(a[0], a, k, false)));
    t.defineMethod("safe_substitute", (a, k) -> PyStr.of(substitute(a[0], a, k, true)));
    t.defineMethod("get_identifiers", (a, k) -> {
      String text = templateText(a[0]);
      Program c = patternOf(a[0].type());
      Matcher m = matcher(c, text);
      List<PyObject> ids = new ArrayList<>();
      List<String> seen = new ArrayList<>();
      while (m.findNext()) {
        String named = group(c, m, "named");
        if (named == null) {
          named = group(c, m, "braced");
        }
        if (named != null && !seen.contains(named)) {
          seen.add(named);
          ids.add(PyStr.of(named));
        }
      }
      return Support.list(ids);
    });
    t.defineMethod("is_valid", (a, k) -> {
      String text = templateText(a[0]);
      Program c = patternOf(a[0].type());
      Matcher m = matcher(c, text);
      while (m.findNext()) {
        if (group(c, m, "invalid") != null) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
  }

  // ================================================================ Formatter

  static final class FormatterObject extends ClassInstance {

    FormatterObject(PyType type) {
      super(type);
    }
  }

  static final PyType PARSE_ITER = PyType.builtin("formatteriterator", PyType.OBJECT,
      dev.krait.python.objects.PyIterator::installIteratorProtocol);

  /** parse()'s iterator: the entries read before a syntax error, then the error (as CPython's lazy parser). */
  static final class ParseIterator extends dev.krait.python.objects.PyIterator {
    private final List<PyObject> items;
    private final RuntimeException error;
    private int next;

    ParseIterator(List<PyObject> items, RuntimeException error) {
      this.items = items;
      this.error = error;
    }

    @Override
    public PyType type() {
      return PARSE_ITER;
    }

    @Override
    public PyObject nextOrNull() {
      if (next < items.size()) {
        return items.get(next++);
      }
      if (error != null && next == items.size()) {
        next++;
        throw error;
      }
      return null;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visitAll(items);
    }
  }

  private static PyObject strOrNone(String s) {
    return s == null ? PyNone.NONE : PyStr.of(s);
  }

  /** _string.formatter_parser: (literal, field_name, format_spec, conversion) tuples, CPython's MarkupIterator. */
  static PyObject parse(String s) {
    List<PyObject> out = new ArrayList<>();
    ResourceMeter meter = ResourceMeter.current();
    int i = 0;
    int n = s.length();
    try {
      while (i < n) {
        meter.tick();
        int start = i;
        char c = 0;
        boolean markup = false;
        while (i < n) {
          c = s.charAt(i++);
          if (c == '{' || c == '}') {
            markup = true;
            break;
          }
        }
        boolean atEnd = i >= n;
        int len = i - start;
        if (c == '}' && markup && (atEnd || s.charAt(i) != '}')) {
          throw Errors.valueError("Single '}' encountered in format string");
        }
        if (atEnd && c == '{' && markup) {
          throw Errors.valueError("Single '{' encountered in format string");
        }
        if (!atEnd) {
          if (s.charAt(i) == c && markup) {
            i++;
            markup = false;
          } else if (markup) {
            len--;
          }
        }
        String literal = s.substring(start, start + len);
        if (!markup) {
          out.add(PyTuple.of(PyStr.of(literal), PyNone.NONE, PyNone.NONE, PyNone.NONE));
          continue;
        }
        // the field: name up to '}', ':' or '!' ('[...]' skipped)
        int nameStart = i;
        c = 0;
        while (i < n) {
          c = s.charAt(i++);
          if (c == '{') {
            throw Errors.valueError("unexpected '{' in field name");
          }
          if (c == '[') {
            while (i < n && s.charAt(i) != ']') {
              i++;
            }
            c = 0;
            continue;
          }
          if (c == '}' || c == ':' || c == '!') {
            break;
          }
          c = 0;
        }
        String name = s.substring(nameStart, c == 0 ? i : i - 1);
        String spec = "";
        PyObject conversion = PyNone.NONE;
        if (c == '!' || c == ':') {
          boolean done = false;
          if (c == '!') {
            if (i >= n) {
              throw Errors.valueError("end of string while looking for conversion specifier");
            }
            conversion = PyStr.of(String.valueOf(s.charAt(i++)));
            if (i < n) {
              char d = s.charAt(i++);
              if (d == '}') {
                done = true;
              } else if (d != ':') {
                throw Errors.valueError("expected ':' after conversion specifier");
              }
            }
          }
          if (!done) {
            int specStart = i;
            int count = 1;
            boolean closed = false;
            while (i < n) {
              char d = s.charAt(i++);
              if (d == '{') {
                count++;
              } else if (d == '}' && --count == 0) {
                spec = s.substring(specStart, i - 1);
                closed = true;
                break;
              }
            }
            if (!closed) {
              throw Errors.valueError("unmatched '{' in format spec");
            }
          }
        } else if (c != '}') {
          throw Errors.valueError("expected '}' before end of string");
        }
        out.add(PyTuple.of(PyStr.of(literal), PyStr.of(name), PyStr.of(spec), conversion));
      }
    } catch (PyError e) {
      return new ParseIterator(out, e);
    }
    return new ParseIterator(out, null);
  }

  /** A field-name part as _string.formatter_field_name_split gives it: an int when all decimal digits. */
  private static PyObject keyPart(String k) {
    if (!k.isEmpty() && k.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
      if (k.length() > 18) {
        throw Errors.valueError("Too many decimal digits in format string");
      }
      return PyInt.of(Long.parseLong(k));
    }
    return PyStr.of(k);
  }

  /** get_field(field_name, args, kwargs) -> (obj, first). */
  private static PyObject getField(PyObject self, String field, PyObject args, PyObject kwargs) {
    int i = 0;
    int n = field.length();
    while (i < n && field.charAt(i) != '.' && field.charAt(i) != '[') {
      i++;
    }
    PyObject first = keyPart(field.substring(0, i));
    PyObject obj = Ops.getattr(self, "get_value").call(new PyObject[] {first, args, kwargs}, null);
    while (i < n) {
      char c = field.charAt(i++);
      int start = i;
      if (c == '.') {
        while (i < n && field.charAt(i) != '.' && field.charAt(i) != '[') {
          i++;
        }
        if (i == start) {
          throw Errors.valueError("Empty attribute in format string");
        }
        obj = Ops.getattr(obj, field.substring(start, i));
      } else if (c == '[') {
        while (i < n && field.charAt(i) != ']') {
          i++;
        }
        if (i >= n) {
          throw Errors.valueError("Missing ']' in format string");
        }
        if (i == start) {
          throw Errors.valueError("Empty attribute in format string");
        }
        obj = Ops.getitem(obj, keyPart(field.substring(start, i)));
        i++;
        if (i < n && field.charAt(i) != '.' && field.charAt(i) != '[') {
          throw Errors.valueError("Only '.' or '[' may follow ']' in format field specifier");
        }
      } else {
        throw Errors.valueError("Only '.' or '[' may follow ']' in format field specifier");
      }
    }
    return PyTuple.of(obj, first);
  }

  /** Formatter._vformat: {result, auto_arg_index (-1 = False)}. */
  private static Object[] vformat(PyObject self, PyObject fmt, PyObject args, PyObject kwargs, PyObject usedArgs,
      int depth, long autoIndex) {
    if (depth < 0) {
      throw Errors.valueError("Max string recursion exceeded");
    }
    StringBuilder sb = new StringBuilder();
    PyObject it = Ops.iter(Ops.getattr(self, "parse").call(new PyObject[] {fmt}, null));
    for (PyObject entry = Ops.next(it); entry != null; entry = Ops.next(it)) {
      PyObject[] e = Ops.toArray(entry);
      if (e.length != 4) {
        throw Errors.valueError("not enough values to unpack (expected 4, got " + e.length + ")");
      }
      if (Ops.truthy(e[0])) {
        sb.append(Ops.strValue(e[0], "sequence item: expected str instance"));
      }
      if (e[1] != PyNone.NONE) {
        String field = Ops.str(e[1]);
        if (field.isEmpty()) {
          if (autoIndex < 0) {
            throw Errors.valueError("cannot switch from manual field specification to automatic field numbering");
          }
          field = String.valueOf(autoIndex);
          autoIndex++;
        } else if (field.chars().allMatch(Character::isDigit)) {
          if (autoIndex > 0) {
            throw Errors.valueError("cannot switch from manual field specification to automatic field numbering");
          }
          autoIndex = -1;
        }
        PyObject[] got = Ops.toArray(Ops.getattr(self, "get_field").call(new PyObject[] {PyStr.of(field), args, kwargs},
            null));
        Ops.getattr(usedArgs, "add").call(new PyObject[] {got[1]}, null);
        PyObject obj = Ops.getattr(self, "convert_field").call(new PyObject[] {got[0], e[3]}, null);
        Object[] spec = vformat(self, e[2], args, kwargs, usedArgs, depth - 1, autoIndex);
        autoIndex = (Long) spec[1];
        PyObject piece = Ops.getattr(self, "format_field").call(new PyObject[] {obj, PyStr.of((String) spec[0])}, null);
        sb.append(Ops.strValue(piece, "sequence item: expected str instance, " + piece.type().name() + " found"));
      }
    }
    ResourceMeter.current().allocateString(sb.length());
    return new Object[] {sb.toString(), autoIndex};
  }

  private static void installFormatter(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new FormatterObject((PyType) a[0]));
    t.defineMethod("format", (a, k) -> {
      if (Args.posCount(a, k) < 2) {
        throw Errors.typeError("Formatter.format() missing 1 required positional argument: 'format_string'");
      }
      int npos = Args.posCount(a, k);
      PyObject[] rest = new PyObject[npos - 2];
      System.arraycopy(a, 2, rest, 0, rest.length);
      PyDict kw = new PyDict();
      int nkw = Args.kwCount(k);
      for (int i = 0; i < nkw; i++) {
        kw.setItem(PyStr.of(k[i]), a[npos + i]);
      }
      return Ops.getattr(a[0], "vformat").call(new PyObject[] {a[1], PyTuple.of(rest), kw}, null);
    });
    t.defineMethod("vformat", (a, k) -> {
      PyObject[] p = Support.bindMethod("vformat", a, k, new String[] {"format_string", "args", "kwargs"}, 3);
      PyObject used = dev.krait.python.builtins.Builtins.table().get("set").call(new PyObject[0], null);
      Object[] r = vformat(a[0], p[0], p[1], p[2], used, 2, 0);
      Ops.getattr(a[0], "check_unused_args").call(new PyObject[] {used, p[1], p[2]}, null);
      return PyStr.of((String) r[0]);
    });
    t.defineMethod("parse", (a, k) -> {
      PyObject[] p = Support.bindMethod("parse", a, k, new String[] {"format_string"}, 1);
      if (!(p[0] instanceof PyStr str)) {
        throw Errors.typeError("expected str, got " + p[0].type().name());
      }
      return parse(str.value());
    });
    t.defineMethod("get_field", (a, k) -> {
      PyObject[] p = Support.bindMethod("get_field", a, k, new String[] {"field_name", "args", "kwargs"}, 3);
      if (!(p[0] instanceof PyStr str)) {
        throw Errors.typeError("expected str, got " + p[0].type().name());
      }
      return getField(a[0], str.value(), p[1], p[2]);
    });
    t.defineMethod("get_value", (a, k) -> {
      PyObject[] p = Support.bindMethod("get_value", a, k, new String[] {"key", "args", "kwargs"}, 3);
      return p[0] instanceof PyInt ? Ops.getitem(p[1], p[0]) : Ops.getitem(p[2], p[0]);
    });
    t.defineMethod("check_unused_args", (a, k) -> {
      Support.bindMethod("check_unused_args", a, k, new String[] {"used_args", "args", "kwargs"}, 3);
      return PyNone.NONE;
    });
    t.defineMethod("format_field", (a, k) -> {
      PyObject[] p = Support.bindMethod("format_field", a, k, new String[] {"value", "format_spec"}, 2);
      return dev.krait.python.builtins.Builtins.table().get("format").call(new PyObject[] {p[0], p[1]}, null);
    });
    t.defineMethod("convert_field", (a, k) -> {
      PyObject[] p = Support.bindMethod("convert_field", a, k, new String[] {"value", "conversion"}, 2);
      PyObject conv = p[1];
      if (conv == PyNone.NONE) {
        return p[0];
      }
      String cs = conv instanceof PyStr cstr ? cstr.value() : null;
      if ("s".equals(cs)) {
        return PyStr.of(Ops.str(p[0]));
      }
      if ("r".equals(cs)) {
        return PyStr.of(Ops.repr(p[0]));
      }
      if ("a".equals(cs)) {
        return PyStr.of(PyStr.asciiRepr(Ops.repr(p[0])));
      }
      throw Errors.valueError("Unknown conversion specifier " + Ops.str(conv));
    });
  }
}
