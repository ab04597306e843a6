/*
 * The string module: the character constants, capwords, Template (substitute,
 * safe_substitute, get_identifiers, is_valid; subclasses may change delimiter/idpattern/flags/
 * pattern) and a minimal Formatter delegating to str.format.
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
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;

/** {@code string}. */
public final class StringModule {
  private StringModule() {}

  public static final PyType TEMPLATE = PyType.builtin("Template", PyType.OBJECT, StringModule::installTemplate);
  public static final PyType FORMATTER = PyType.builtin("Formatter", PyType.OBJECT, StringModule::installFormatter);

  private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
  private static final String UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String DIGITS = "0123456789";
  private static final String PUNCT = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
  private static final String WHITESPACE = " \t\n\r\u000b\f";

  private static final Map<String, ReModule.Compiled> PATTERNS = new ConcurrentHashMap<>();

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

  static final class TemplateObject extends PyObject {
    private final PyType type;
    private final PyDict dict = new PyDict();

    TemplateObject(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }
  }

  /** The compiled pattern of a Template class (its pattern attribute, or one built from delimiter/idpattern). */
  private static ReModule.Compiled patternOf(PyType cls) {
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
    ReModule.Compiled c = PATTERNS.get(key);
    if (c == null) {
      try {
        c = new ReModule.Translator(source, flags | ReModule.VERBOSE, false).translate();
      } catch (ReModule.ReError e) {
        throw Errors.valueError("bad Template pattern: " + e.getMessage());
      }
      if (PATTERNS.size() > 256) {
        PATTERNS.clear();
      }
      PATTERNS.put(key, c);
    }
    return c;
  }

  private static String group(ReModule.Compiled c, Matcher m, String name) {
    Integer idx = c.groupIndex().get(name);
    return idx == null ? null : m.group(idx);
  }

  private static String templateText(PyObject self) {
    return Ops.strValue(Ops.getattr(self, "template"), "template must be a str");
  }

  private static String substitute(PyObject self, PyObject[] a, String[] k, boolean safe) {
    int npos = Args.posCount(a, k);
    if (npos > 2) {
      throw Errors.typeError((safe ? "safe_substitute" : "substitute") + "() takes from 1 to 2 positional arguments"
          + " but " + npos + " were given");
    }
    PyDict kws = new PyDict();
    int nkw = Args.kwCount(k);
    for (int i = 0; i < nkw; i++) {
      kws.setItem(PyStr.of(k[i]), a[a.length - nkw + i]);
    }
    PyObject mapping = npos == 2 ? a[1] : null;
    String text = templateText(self);
    ReModule.Compiled c = patternOf(self.type());
    Matcher m = c.java().matcher(new ReModule.MeteredChars(text, text.length()));
    StringBuilder sb = new StringBuilder();
    int last = 0;
    String delimiter = Ops.str(Ops.getattr(self, "delimiter"));
    while (m.find()) {
      sb.append(text, last, m.start());
      last = m.end();
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
          sb.append(m.group());
        } else {
          sb.append(Ops.str(v));
        }
        continue;
      }
      if (group(c, m, "escaped") != null) {
        sb.append(delimiter);
        continue;
      }
      if (group(c, m, "invalid") != null) {
        if (safe) {
          sb.append(m.group());
          continue;
        }
        int i = m.start(c.groupIndex().get("invalid"));
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
    t.defineAttr("flags", PyInt.of(ReModule.IGNORECASE));
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
      ReModule.Compiled c = patternOf(a[0].type());
      Matcher m = c.java().matcher(new ReModule.MeteredChars(text, text.length()));
      List<PyObject> ids = new ArrayList<>();
      List<String> seen = new ArrayList<>();
      while (m.find()) {
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
      ReModule.Compiled c = patternOf(a[0].type());
      Matcher m = c.java().matcher(new ReModule.MeteredChars(text, text.length()));
      while (m.find()) {
        if (group(c, m, "invalid") != null) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
  }

  // ================================================================ Formatter

  static final class FormatterObject extends PyObject {
    private final PyType type;
    private final PyDict dict = new PyDict();

    FormatterObject(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }
  }

  private static void installFormatter(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new FormatterObject((PyType) a[0]));
    t.defineMethod("format", (a, k) -> {
      if (Args.posCount(a, k) < 2) {
        throw Errors.typeError("format() missing 1 required positional argument: 'format_string'");
      }
      PyObject[] rest = new PyObject[a.length - 2];
      System.arraycopy(a, 2, rest, 0, rest.length);
      return Ops.getattr(a[1], "format").call(rest, k);
    });
    t.defineMethod("vformat", (a, k) -> {
      Args.exact("vformat", a, k, 4);
      PyObject[] args = Ops.toArray(a[2]);
      List<PyObject[]> kw = Support.items((PyDict) a[3]);
      PyObject[] all = new PyObject[args.length + kw.size()];
      String[] names = new String[kw.size()];
      System.arraycopy(args, 0, all, 0, args.length);
      for (int i = 0; i < kw.size(); i++) {
        names[i] = Ops.str(kw.get(i)[0]);
        all[args.length + i] = kw.get(i)[1];
      }
      return Ops.getattr(a[1], "format").call(all, names.length == 0 ? null : names);
    });
    t.defineMethod("format_field", (a, k) -> {
      Args.exact("format_field", a, k, 3);
      return Ops.format(a[1], Ops.str(a[2]));
    });
    t.defineMethod("parse", (a, k) -> {
      throw Errors.notImplemented("string.Formatter.parse is not supported by Krait");
    });
  }
}
