/*
 * The unicodedata module on the JDK's character database (java.lang.Character, Unicode 13.0 in
 * Java 17, and java.text.Normalizer): normalize/is_normalized, category, name/lookup (with the
 * algorithmic names of CJK ideographs and Hangul syllables), decimal/digit/numeric, bidirectional,
 * mirrored; combining and east_asian_width come from tables generated from CPython 3.11
 * (Unicode 14.0.0). unidata_version is CPython's "14.0.0"; characters added in Unicode 14.0 are
 * unassigned as far as the JDK-backed functions know. No decomposition, no ucd_3_2_0, no name
 * aliases or named sequences in lookup.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.vm.ResourceMeter;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;

/** {@code import unicodedata}. */
public final class UnicodedataModule {
  private UnicodedataModule() {}

  public static PyModule create() {
    PyModule m = new PyModule("unicodedata");
    m.put("unidata_version", PyStr.of("14.0.0"));
    m.def("normalize", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("normalize", a, k, 0, new String[] {"form", "unistr"}, 2, 2);
      Normalizer.Form f = form("normalize", p[0]);
      String s = strArg("normalize", 2, p[1]);
      ResourceMeter.current().allocateString(s.length() * 3L);
      ResourceMeter.current().tick(s.length());
      return PyStr.of(Normalizer.normalize(s, f));
    });
    m.def("is_normalized", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("is_normalized", a, k, 0, new String[] {"form", "unistr"}, 2, 2);
      Normalizer.Form f = form("is_normalized", p[0]);
      String s = strArg("is_normalized", 2, p[1]);
      ResourceMeter.current().tick(s.length());
      return PyBool.of(Normalizer.isNormalized(s, f));
    });
    m.def("category", (a, k) -> PyStr.of(category(chr("category", a, k, 1))));
    m.def("bidirectional", (a, k) -> PyStr.of(bidirectional(chr("bidirectional", a, k, 1))));
    m.def("combining", (a, k) -> PyInt.of(lookupRange(COMBINING_T, chr("combining", a, k, 1), 0)));
    m.def("mirrored", (a, k) -> {
      int c = chr("mirrored", a, k, 1);
      return PyInt.of(Character.getType(c) != Character.UNASSIGNED && Character.isMirrored(c) ? 1 : 0);
    });
    m.def("decomposition", (a, k) -> {
      int c = chr("decomposition", a, k, 1);
      String d = decompositions().get(c);
      return PyStr.of(d == null ? "" : d);
    });
    m.def("east_asian_width", (a, k) -> {
      int c = chr("east_asian_width", a, k, 1);
      int v = lookupRange(EAW_T, c, -1);
      return PyStr.of(v < 0 ? "N" : EAW_NAMES[v]);
    });
    m.def("name", (a, k) -> {
      int c = chr("name", a, k, 2);
      String n = name(c);
      if (n == null) {
        if (a.length - Support.kwCount(k) > 1) {
          return a[1];
        }
        throw Errors.valueError("no such name");
      }
      return PyStr.of(n);
    });
    m.def("lookup", (a, k) -> {
      PyObject[] p = PprintModule.bindKw("lookup", a, k, 0, new String[] {"name"}, 1, 1);
      if (!(p[0] instanceof PyStr s)) {
        throw Errors.typeError("lookup() argument must be str, not " + p[0].type().name());
      }
      String given = s.value();
      if (given.length() > 256) {
        throw Errors.of(ExceptionTypes.KEY_ERROR, "name too long");
      }
      int c = lookup(dev.krait.python.objects.PyStr.upperCase(given));
      if (c < 0) {
        throw Errors.of(ExceptionTypes.KEY_ERROR, "undefined character name '" + given + "'");
      }
      return PyStr.ofCodePoint(c);
    });
    m.def("decimal", (a, k) -> {
      int c = chr("decimal", a, k, 2);
      int v = decimal(c);
      if (v < 0) {
        if (a.length - Support.kwCount(k) > 1) {
          return a[1];
        }
        throw Errors.valueError("not a decimal");
      }
      return PyInt.of(v);
    });
    m.def("digit", (a, k) -> {
      int c = chr("digit", a, k, 2);
      int v = digit(c);
      if (v < 0) {
        if (a.length - Support.kwCount(k) > 1) {
          return a[1];
        }
        throw Errors.valueError("not a digit");
      }
      return PyInt.of(v);
    });
    m.def("numeric", (a, k) -> {
      int c = chr("numeric", a, k, 2);
      double v = numeric(c);
      if (Double.isNaN(v)) {
        if (a.length - Support.kwCount(k) > 1) {
          return a[1];
        }
        throw Errors.valueError("not a numeric character");
      }
      return PyFloat.of(v);
    });
    return m;
  }

  // ---------------------------------------------------------------- arguments

  private static Normalizer.Form form(String fname, PyObject o) {
    String f = strArg(fname, 1, o);
    switch (f) {
      case "NFC":
        return Normalizer.Form.NFC;
      case "NFD":
        return Normalizer.Form.NFD;
      case "NFKC":
        return Normalizer.Form.NFKC;
      case "NFKD":
        return Normalizer.Form.NFKD;
      default:
        throw Errors.valueError("invalid normalization form");
    }
  }

  private static String strArg(String fname, int pos, PyObject o) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError(fname + "() argument " + pos + " must be str, not " + o.type().name());
  }

  /** The single-character first argument (positional only) of fname, with max args. */
  private static int chr(String fname, PyObject[] a, String[] k, int max) {
    if (Support.kwCount(k) > 0) {
      throw Errors.typeError(fname + "() takes no keyword arguments");
    }
    if (a.length < 1 || a.length > max) {
      if (max == 1) {
        throw Errors.typeError("unicodedata." + fname + "() takes exactly one argument (" + a.length + " given)");
      }
      throw Errors.typeError(a.length < 1 ? fname + " expected at least 1 argument, got 0"
          : fname + " expected at most " + max + " arguments, got " + a.length);
    }
    PyObject o = a[0];
    if (o instanceof PyStr s) {
      String v = s.value();
      if (!v.isEmpty() && v.codePointCount(0, v.length()) == 1) {
        return v.codePointAt(0);
      }
    }
    throw Errors.typeError(fname + "() argument " + (max == 1 ? "" : "1 ") + "must be a unicode character, not "
        + o.type().name());
  }

  // ---------------------------------------------------------------- properties

  private static final String[] CATEGORIES = new String[31];

  static {
    CATEGORIES[Character.UNASSIGNED] = "Cn";
    CATEGORIES[Character.UPPERCASE_LETTER] = "Lu";
    CATEGORIES[Character.LOWERCASE_LETTER] = "Ll";
    CATEGORIES[Character.TITLECASE_LETTER] = "Lt";
    CATEGORIES[Character.MODIFIER_LETTER] = "Lm";
    CATEGORIES[Character.OTHER_LETTER] = "Lo";
    CATEGORIES[Character.NON_SPACING_MARK] = "Mn";
    CATEGORIES[Character.ENCLOSING_MARK] = "Me";
    CATEGORIES[Character.COMBINING_SPACING_MARK] = "Mc";
    CATEGORIES[Character.DECIMAL_DIGIT_NUMBER] = "Nd";
    CATEGORIES[Character.LETTER_NUMBER] = "Nl";
    CATEGORIES[Character.OTHER_NUMBER] = "No";
    CATEGORIES[Character.SPACE_SEPARATOR] = "Zs";
    CATEGORIES[Character.LINE_SEPARATOR] = "Zl";
    CATEGORIES[Character.PARAGRAPH_SEPARATOR] = "Zp";
    CATEGORIES[Character.CONTROL] = "Cc";
    CATEGORIES[Character.FORMAT] = "Cf";
    CATEGORIES[Character.PRIVATE_USE] = "Co";
    CATEGORIES[Character.SURROGATE] = "Cs";
    CATEGORIES[Character.DASH_PUNCTUATION] = "Pd";
    CATEGORIES[Character.START_PUNCTUATION] = "Ps";
    CATEGORIES[Character.END_PUNCTUATION] = "Pe";
    CATEGORIES[Character.CONNECTOR_PUNCTUATION] = "Pc";
    CATEGORIES[Character.OTHER_PUNCTUATION] = "Po";
    CATEGORIES[Character.MATH_SYMBOL] = "Sm";
    CATEGORIES[Character.CURRENCY_SYMBOL] = "Sc";
    CATEGORIES[Character.MODIFIER_SYMBOL] = "Sk";
    CATEGORIES[Character.OTHER_SYMBOL] = "So";
    CATEGORIES[Character.INITIAL_QUOTE_PUNCTUATION] = "Pi";
    CATEGORIES[Character.FINAL_QUOTE_PUNCTUATION] = "Pf";
  }

  static String category(int c) {
    String s = CATEGORIES[Character.getType(c)];
    return s == null ? "Cn" : s;
  }

  private static final String[] BIDI = {"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS",
      "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"};

  static String bidirectional(int c) {
    if (Character.getType(c) == Character.UNASSIGNED) {
      return "";
    }
    int d = Character.getDirectionality(c);
    return d >= 0 && d < BIDI.length ? BIDI[d] : "";
  }

  /**
   * numeric/digit/decimal values generated from CPython 3.11 (Unicode 14.0): space-separated
   * "deltaHex:numeric:digit:decimal" (numeric as an integer or n/d; digit/decimal empty when absent).
   */
  private static final String[] NUMERIC_DATA = {"30:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 79:2:2: 1:3:3: 6:1:1: 3:1/4:: 1:1/2:: 1:3/4:: 5a2:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 87:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 c7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 19d:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 77:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 5:1/16:: 1:1/8:: 1:3/16:: 1:1/4:: 1:3/4:: 1:16:: 6d:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 77:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 77:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 3:1/4:: 1:1/2:: 1:3/4:: 1:1/16:: 1:1/8:: 1:3/16:: 6f:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:10:: 1:100:: 1:1000:: 74:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 9:0:: 1:1:: 1:2:: 1:3:: 1:1:: 1:2:: 1:3:: 68:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 69:1/160:: 1:1/40:: 1:3/80:: 1:1/20:: 1:1/10:: 1:3/20:: 1:1/5:: 8:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:10:: 1:100:: 1:1000:: 1:1/4:: 1:1/2:: 1:3/4:: 1:1/16:: 1:1/8:: 1:3/16:: 6e:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 61:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 77:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 47:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:1/2:: 1:3/2:: 1:5/2:: 1:7/2:: 1:9/2:: 1:11/2:: 1:13/2:: 1:15/2:: 1:17/2:: 1:-1/2:: 10d:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 47:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 2d0:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:10000:: 372:17:: 1:18:: 1:19:: f0:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 7:0:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 17:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 12d:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 81:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:1:1: a6:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 b7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 57:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 87:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 417:0:0: 4:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 7:0:0: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: c7:1/7:: 1:1/9:: 1:1/10:: 1:1/3:: 1:2/3:: 1:1/5:: 1:2/5:: 1:3/5:: 1:4/5:: 1:1/6:: 1:5/6:: 1:1/8:: 1:3/8:: 1:5/8:: 1:7/8:: 1:1:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:11:: 1:12:: 1:50:: 1:100:: 1:500:: 1:1000:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:11:: 1:12:: 1:50:: 1:100:: 1:500:: 1:1000:: 1:1000:: 1:5000:: 1:10000:: 3:6:: 1:50:: 1:50000:: 1:100000:: 1:0:: 2d7:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:11:: 1:12:: 1:13:: 1:14:: 1:15:: 1:16:: 1:17:: 1:18:: 1:19:: 1:20:: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:11:: 1:12:: 1:13:: 1:14:: 1:15:: 1:16:: 1:17:: 1:18:: 1:19:: 1:20:: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:11:: 1:12:: 1:13:: 1:14:: 1:15:: 1:16:: 1:17:: 1:18:: 1:19:: 1:20:: 4f:0:0: 1:11:: 1:12:: 1:13:: 1:14:: 1:15:: 1:16:: 1:17:: 1:18:: 1:19:: 1:20:: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:0:0: 277:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 56a:1/2:: 30a:0:: 1a:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: f:10:: 1:20:: 1:30:: 158:1:: 1:2:: 1:3:: 1:4:: 8b:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1f:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 2:21:: 1:22:: 1:23:: 1:24:: 1:25:: 1:26:: 1:27:: 1:28:: 1:29:: 1:30:: 1:31:: 1:32:: 1:33:: 1:34:: 1:35:: 21:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 28:36:: 1:37:: 1:38:: 1:39:: 1:40:: 1:41:: 1:42:: 1:43:: 1:44:: 1:45:: 1:46:: 1:47:: 1:48:: 1:49:: 1:50:: 146:5:: 7e:2:: 3a7:5:: 323:7:: 12b3:1:: 3:7:: 4:10000:: 2:3:: 54:9:: 2f:2:: 8:5:: 2:4:: 29:100000000:: 1:10:: 1f:1000:: 9:3:: 25:5:: 63:100:: 194:100000000:: 42:1000000000000:: 23:2:: 2:8:: 2:6:: 1d4:10:: 2:1000:: 1:20:: 1:30:: 7:40:: 75:3:: 1:3:: 1:3:: 1:3:: 317:4:: 216:1:: 8:1:: 581:1:: 84:9:: 1:20:: d:1:: 1:2:: 1:3:: 2:2:: 3ee:10:: 4e:8:: 486:7:: 734:7:: 490:9:: 2e8:100:: a08:4:: 3a6:10000:: 882:2:: 5:2:: 7d:2:: 8f1:1000:: 25:6:: 6:100:: 2c:6:: 7e:0:: f2a:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 bd:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:0:: 141:1/4:: 1:1/2:: 1:3/4:: 1:1/16:: 1:1/8:: 1:3/16:: 9b:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 27:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 c7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 17:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 57:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 197:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 4d72:3:: 8:10:: 5:2:: 3a:0:: 1f:6:: 2:6:: 2a:10:: 513:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1ee:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:200:: 1:300:: 1:400:: 1:500:: 1:600:: 1:700:: 1:800:: 1:900:: 1:1000:: 1:2000:: 1:3000:: 1:4000:: 1:5000:: 1:6000:: 1:7000:: 1:8000:: 1:9000:: 1:10000:: 1:20000:: 1:30000:: 1:40000:: 1:50000:: 1:60000:: 1:70000:: 1:80000:: 1:90000:: d:1/4:: 1:1/2:: 1:1:: 1:5:: 1:50:: 1:500:: 1:5000:: 1:50000:: 1:5:: 1:10:: 1:50:: 1:100:: 1:500:: 1:1000:: 1:5000:: 1:5:: 1:10:: 1:50:: 1:100:: 1:500:: 1:1000:: 1:10000:: 1:50000:: 1:10:: 1:1:: 1:1:: 1:1:: 1:2:: 1:2:: 1:2:: 1:2:: 1:5:: 1:10:: 1:10:: 1:10:: 1:10:: 1:10:: 1:30:: 1:50:: 1:50:: 1:50:: 1:50:: 1:100:: 1:300:: 1:500:: 1:500:: 1:500:: 1:500:: 1:500:: 1:1000:: 1:5000:: 1:5:: 1:50:: 1:1/2:: 1:1/2:: 1:2/3:: 1:3/4:: 12:0:: 1:1/4:: 156:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:200:: 1:300:: 1:400:: 1:500:: 1:600:: 1:700:: 1:800:: 1:900::", " 25:1:: 1:5:: 1:10:: 1:50:: 1e:90:: 9:900:: 87:1:: 1:2:: 1:10:: 1:20:: 1:100:: cb:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 3af:1:: 1:2:: 1:3:: 1:10:: 1:20:: 1:100:: 1:1000:: 1:10000:: 1a:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:10:: 1:20:: 28:1:: 1:2:: 1:3:: 1:4:: 1:4:: 1:5:: 1:10:: 1:20:: 1:100:: 4c:1:: 1:5:: 1:10:: 1:20:: 1:100:: 17:1:: 1:10:: 1:20:: 1:100:: 1:2:: 1:3:: a1:11/12:: 1:1/2:: 3:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 3:100:: 1:200:: 1:300:: 1:400:: 1:500:: 1:600:: 1:700:: 1:800:: 1:900:: 1:1000:: 1:2000:: 1:3000:: 1:4000:: 1:5000:: 1:6000:: 1:7000:: 1:8000:: 1:9000:: 1:10000:: 1:20000:: 1:30000:: 1:40000:: 1:50000:: 1:60000:: 1:70000:: 1:80000:: 1:90000:: 1:100000:: 1:200000:: 1:300000:: 1:400000:: 1:500000:: 1:600000:: 1:700000:: 1:800000:: 1:900000:: 1:1/12:: 1:1/6:: 1:1/4:: 1:1/3:: 1:5/12:: 1:1/2:: 1:7/12:: 1:2/3:: 1:3/4:: 1:5/6:: 41:1:1: 1:2:2: 1:3:3: 1:4:4: 1:10:: 1:20:: 1:100:: 1:1000:: 1:1/2:: 35:1:: 1:50:: 1f:1:: 1:10:: 1:20:: 4c:1:: 1:5:: 1:10:: 1:20:: 1:100:: 69:1:: 1:2:: 1:3:: 1:4:: 1:10:: 1:20:: 1:100:: 1:1000:: 19:1:: 1:2:: 1:3:: 1:4:: 1:10:: 1:20:: 1:100:: 1:1000:: 2a:1:: 1:2:: 1:3:: 1:4:: 1:10:: 1:20:: 1:100:: 14b:1:: 1:5:: 1:10:: 1:50:: 1:100:: 1:1000:: 31:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 127:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:200:: 1:300:: 1:400:: 1:500:: 1:600:: 1:700:: 1:800:: 1:900:: 1:1/2:: 1:1/4:: 1:1/3:: 1:2/3:: 9f:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:10:: 1:20:: 1:30:: 1:100:: 1:1/2:: 2b:1:: 1:10:: 1:20:: 1:100:: 71:1:: 1:2:: 1:3:: 1:4:: 1:10:: 1:20:: 1:100:: 87:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:1000:: 1:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 81:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 3d:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 91:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 8:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:1000:: fc:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 157:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 77:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 177:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 67:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 67:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:10:: 1:20:: 1a5:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 5e:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 2f7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: e4:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 47:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 217:1/320:: 1:1/160:: 1:1/80:: 1:1/64:: 1:1/40:: 1:1/32:: 1:3/80:: 1:3/64:: 1:1/20:: 1:1/16:: 1:1/16:: 1:1/10:: 1:1/8:: 1:3/20:: 1:3/16:: 1:1/5:: 1:1/4:: 1:1/2:: 1:1/2:: 1:3/4:: 1:1/320:: 42c:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:2:: 1:3:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:1:: 1:2:: 1:3:: 1:3:: 1:4:: 1:5:: 1:216000:: 1:432000:: 1:1:: 1:2:: 1:3:: 1:3:: 1:4:: 1:5:: 1:3:: 1:3:: 1:4:: 1:4:: 1:4:: 1:4:: 1:6:: 1:7:: 1:7:: 1:7:: 1:8:: 1:8:: 1:9:: 1:9:: 1:9:: 1:9:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:1:: 1:2:: 1:3:: 1:4:: 1:4:: 1:5:: 1:5:: 1:2:: 1:3:: 1:1:: 1:2:: 1:1/3:: 1:2/3:: 1:5/6:: 1:1/3:: 1:2/3:: 1:1/8:: 1:1/4:: 1:1/6:: 1:1/4:: 1:1/4:: 1:1/2:: 1:1/3:: 1:2/3:: 1:40:: 1:50:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 45f2:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 57:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 87:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 2:10:: 1:100:: 1:10000:: 1:1000000:: 1:100000000:: 1:10000000000:: 1:1000000000000:: 31f:0:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:11:: 1:12:: 1:13:: 1:14:: 1:15:: 1:16:: 1:17:: 1:18:: 1:19:: 1:1:: 1:2:: 1:3:: 644a:0:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:11:: 1:12:: 1:13:: 1:14:: 1:15:: 1:16:: 1:17:: 1:18:: 1:19:: 6d:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:1:: 1:5:: 456:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 941:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 1a7:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 5ce:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 81:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 318:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:200:: 1:300:: 1:400:: 1:500:: 1:600:: 1:700:: 1:800:: 1:900:: 1:1000:: 1:2000:: 1:3000:: 1:4000:: 1:5000:: 1:6000:: 1:7000:: 1:8000:: 1:9000:: 1:10000:: 1:20000:: 1:30000:: 1:40000:: 1:50000:: 1:60000:: 1:70000:: 1:80000:: 1:90000:: 1:100000:: 1:200000:: 1:100000:: 1:10000000:: 1:20000000:: 1:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 2:1/4:: 1:1/2:: 1:3/4:: 2:1:: 1:2:: 1:10000:: 1:100000:: 4d:1:: 1:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:20:: 1:30:: 1:40:: 1:50:: 1:60:: 1:70:: 1:80:: 1:90:: 1:100:: 1:200:: 1:300:: 1:400:: 1:500:: 1:600:: 1:700:: 1:800:: 1:900:: 1:1000:: 1:2000:: 1:3000:: 1:4000:: 1:5000:: 1:6000:: 1:7000:: 1:8000:: 1:9000:: 1:10000:: 1:20000:: 1:30000:: 1:40000:: 1:50000:: 1:60000:: 1:70000:: 1:80000:: 1:90000:: 2:2:: 1:3:: 1:4:: 1:5:: 1:6:: 1:7:: 1:8:: 1:9:: 1:10:: 1:400:: 1:600:: 1:2000:: 1:10000:: 1:1/2:: 1:1/6:: 3c3:0:0: 1:0:0: 1:1:1: 1:2:2: 1:3:3: 1:4:4: 1:5:5: 1:6:6: 1:7:7: 1:8:8: 1:9:9: 1:0:: 1:0:: ae4:0:0:0 1:1:1:1 1:2:2:2 1:3:3:3 1:4:4:4 1:5:5:5 1:6:6:6 1:7:7:7 1:8:8:8 1:9:9:9 408:7:: 63:4:: 7e:4:: 3f:5:: 809:1:: 59:30:: 9:40:: 10:40:: 14e:6:: 13:3:: 1c:3:: 1877:2:: 608:3:: 1183:3:: 2752:4:: 9623:9::"};
  private static volatile Map<Integer, double[]> numericTable;

  /** {numeric, digit (-1 none), decimal (-1 none)} of c, or null. */
  private static double[] numericEntry(int c) {
    Map<Integer, double[]> t = numericTable;
    if (t == null) {
      t = new java.util.HashMap<>();
      int cp = 0;
      for (String e : String.join("", NUMERIC_DATA).trim().split(" ")) {
        String[] f = e.split(":", -1);
        cp += Integer.parseInt(f[0], 16);
        int slash = f[1].indexOf('/');
        double v = slash < 0 ? Double.parseDouble(f[1])
            : Double.parseDouble(f[1].substring(0, slash)) / Double.parseDouble(f[1].substring(slash + 1));
        t.put(cp, new double[] {v, f[2].isEmpty() ? -1 : Integer.parseInt(f[2]),
            f[3].isEmpty() ? -1 : Integer.parseInt(f[3])});
      }
      numericTable = t;
    }
    return t.get(c);
  }

  static int decimal(int c) {
    double[] e = numericEntry(c);
    return e == null ? -1 : (int) e[2];
  }

  static int digit(int c) {
    double[] e = numericEntry(c);
    return e == null ? -1 : (int) e[1];
  }

  static double numeric(int c) {
    double[] e = numericEntry(c);
    return e == null ? Double.NaN : e[0];
  }


  // ---------------------------------------------------------------- names

  private static final String[] JAMO_L = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ",
      "C", "K", "T", "P", "H"};
  private static final String[] JAMO_V = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE",
      "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
  private static final String[] JAMO_T = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS",
      "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"};

  /** Algorithmically named ranges: start, end (inclusive), prefix. */
  private static final Object[][] ALGORITHMIC = {
      {0x3400, 0x4DBF, "CJK UNIFIED IDEOGRAPH-"}, {0x4E00, 0x9FFF, "CJK UNIFIED IDEOGRAPH-"},
      {0x20000, 0x2A6DF, "CJK UNIFIED IDEOGRAPH-"}, {0x2A700, 0x2B739, "CJK UNIFIED IDEOGRAPH-"},
      {0x2B740, 0x2B81D, "CJK UNIFIED IDEOGRAPH-"}, {0x2B820, 0x2CEA1, "CJK UNIFIED IDEOGRAPH-"},
      {0x2CEB0, 0x2EBE0, "CJK UNIFIED IDEOGRAPH-"}, {0x30000, 0x3134A, "CJK UNIFIED IDEOGRAPH-"},
      {0xF900, 0xFAFF, "CJK COMPATIBILITY IDEOGRAPH-"}, {0x2F800, 0x2FA1F, "CJK COMPATIBILITY IDEOGRAPH-"},
      {0x17000, 0x187F7, "TANGUT IDEOGRAPH-"}, {0x18D00, 0x18D08, "TANGUT IDEOGRAPH-"},
      {0x18B00, 0x18CD5, "KHITAN SMALL SCRIPT CHARACTER-"}, {0x1B170, 0x1B2FB, "NUSHU CHARACTER-"}};

  static String name(int c) {
    int type = Character.getType(c);
    if (type == Character.UNASSIGNED || type == Character.CONTROL || type == Character.PRIVATE_USE
        || type == Character.SURROGATE) {
      return null;
    }
    if (c >= 0xAC00 && c <= 0xD7A3) {
      int s = c - 0xAC00;
      return "HANGUL SYLLABLE " + JAMO_L[s / (21 * 28)] + JAMO_V[(s % (21 * 28)) / 28] + JAMO_T[s % 28];
    }
    for (Object[] r : ALGORITHMIC) {
      if (c >= (int) r[0] && c <= (int) r[1]) {
        return r[2] + Integer.toHexString(c).toUpperCase(Locale.ROOT);
      }
    }
    String n = Character.getName(c);
    if (n == null) {
      return null;
    }
    // the JDK's fallback for characters without a name: "<BLOCK NAME> <HEX>"
    Character.UnicodeBlock block = Character.UnicodeBlock.of(c);
    if (block != null && n.equals(block.toString().replace('_', ' ') + " "
        + Integer.toHexString(c).toUpperCase(Locale.ROOT))) {
      return null;
    }
    return n;
  }

  static int lookup(String upper) {
    if (upper.startsWith("HANGUL SYLLABLE ")) {
      for (int c = 0xAC00; c <= 0xD7A3; c++) {
        if (upper.equals(name(c))) {
          return c;
        }
      }
      return -1;
    }
    for (Object[] r : ALGORITHMIC) {
      String prefix = (String) r[2];
      if (upper.startsWith(prefix)) {
        String hex = upper.substring(prefix.length());
        if (hex.length() < 4 || hex.length() > 5 || !hex.matches("[0-9A-F]+")) {
          continue;
        }
        int c = Integer.parseInt(hex, 16);
        if (c >= (int) r[0] && c <= (int) r[1] && upper.equals(name(c))) {
          return c;
        }
      }
    }
    int c;
    try {
      c = Character.codePointOf(upper);
    } catch (IllegalArgumentException e) {
      return -1;
    }
    return upper.equals(name(c)) ? c : -1;
  }

  // ---------------------------------------------------------------- range tables

  private static final String[] EAW_NAMES = {"A", "F", "H", "Na", "W"};

  /** Parsed "start-end:value" tables: [starts..., ends..., values...]. */
  private static int[][] parse(String table, boolean eaw) {
    String[] parts = table.split(";");
    int[][] out = new int[3][parts.length];
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i];
      int dash = p.indexOf('-');
      int colon = p.indexOf(':');
      out[0][i] = Integer.parseInt(p.substring(0, dash), 16);
      out[1][i] = Integer.parseInt(p.substring(dash + 1, colon), 16);
      String v = p.substring(colon + 1);
      out[2][i] = eaw ? java.util.Arrays.asList(EAW_NAMES).indexOf(v) : Integer.parseInt(v);
    }
    return out;
  }

  /** East Asian width W or F (two terminal columns), from the same table as east_asian_width(). */
  public static boolean isWide(int c) {
    int v = lookupRange(EAW_T, c, -1);
    return v >= 0 && (EAW_NAMES[v].equals("W") || EAW_NAMES[v].equals("F"));
  }

  private static int lookupRange(int[][] t, int c, int dflt) {
    int lo = 0;
    int hi = t[0].length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (c < t[0][mid]) {
        hi = mid - 1;
      } else if (c > t[1][mid]) {
        lo = mid + 1;
      } else {
        return t[2][mid];
      }
    }
    return dflt;
  }

  /** Canonical combining classes != 0 (from CPython 3.11 unicodedata, Unicode 14.0.0). */
  private static final String COMBINING = ""
      + "300-314:230;315-315:232;316-319:220;31a-31a:232;31b-31b:216;31c-320:220;321-322:202;323-326:220;327-"
      + "328:202;329-333:220;334-338:1;339-33c:220;33d-344:230;345-345:240;346-346:230;347-349:220;34a-34c:23"
      + "0;34d-34e:220;350-352:230;353-356:220;357-357:230;358-358:232;359-35a:220;35b-35b:230;35c-35c:233;35"
      + "d-35e:234;35f-35f:233;360-361:234;362-362:233;363-36f:230;483-487:230;591-591:220;592-595:230;596-59"
      + "6:220;597-599:230;59a-59a:222;59b-59b:220;59c-5a1:230;5a2-5a7:220;5a8-5a9:230;5aa-5aa:220;5ab-5ac:23"
      + "0;5ad-5ad:222;5ae-5ae:228;5af-5af:230;5b0-5b0:10;5b1-5b1:11;5b2-5b2:12;5b3-5b3:13;5b4-5b4:14;5b5-5b5"
      + ":15;5b6-5b6:16;5b7-5b7:17;5b8-5b8:18;5b9-5ba:19;5bb-5bb:20;5bc-5bc:21;5bd-5bd:22;5bf-5bf:23;5c1-5c1:"
      + "24;5c2-5c2:25;5c4-5c4:230;5c5-5c5:220;5c7-5c7:18;610-617:230;618-618:30;619-619:31;61a-61a:32;64b-64"
      + "b:27;64c-64c:28;64d-64d:29;64e-64e:30;64f-64f:31;650-650:32;651-651:33;652-652:34;653-654:230;655-65"
      + "6:220;657-65b:230;65c-65c:220;65d-65e:230;65f-65f:220;670-670:35;6d6-6dc:230;6df-6e2:230;6e3-6e3:220"
      + ";6e4-6e4:230;6e7-6e8:230;6ea-6ea:220;6eb-6ec:230;6ed-6ed:220;711-711:36;730-730:230;731-731:220;732-"
      + "733:230;734-734:220;735-736:230;737-739:220;73a-73a:230;73b-73c:220;73d-73d:230;73e-73e:220;73f-741:"
      + "230;742-742:220;743-743:230;744-744:220;745-745:230;746-746:220;747-747:230;748-748:220;749-74a:230;"
      + "7eb-7f1:230;7f2-7f2:220;7f3-7f3:230;7fd-7fd:220;816-819:230;81b-823:230;825-827:230;829-82d:230;859-"
      + "85b:220;898-898:230;899-89b:220;89c-89f:230;8ca-8ce:230;8cf-8d3:220;8d4-8e1:230;8e3-8e3:220;8e4-8e5:"
      + "230;8e6-8e6:220;8e7-8e8:230;8e9-8e9:220;8ea-8ec:230;8ed-8ef:220;8f0-8f0:27;8f1-8f1:28;8f2-8f2:29;8f3"
      + "-8f5:230;8f6-8f6:220;8f7-8f8:230;8f9-8fa:220;8fb-8ff:230;93c-93c:7;94d-94d:9;951-951:230;952-952:220"
      + ";953-954:230;9bc-9bc:7;9cd-9cd:9;9fe-9fe:230;a3c-a3c:7;a4d-a4d:9;abc-abc:7;acd-acd:9;b3c-b3c:7;b4d-b"
      + "4d:9;bcd-bcd:9;c3c-c3c:7;c4d-c4d:9;c55-c55:84;c56-c56:91;cbc-cbc:7;ccd-ccd:9;d3b-d3c:9;d4d-d4d:9;dca"
      + "-dca:9;e38-e39:103;e3a-e3a:9;e48-e4b:107;eb8-eb9:118;eba-eba:9;ec8-ecb:122;f18-f19:220;f35-f35:220;f"
      + "37-f37:220;f39-f39:216;f71-f71:129;f72-f72:130;f74-f74:132;f7a-f7d:130;f80-f80:130;f82-f83:230;f84-f"
      + "84:9;f86-f87:230;fc6-fc6:220;1037-1037:7;1039-103a:9;108d-108d:220;135d-135f:230;1714-1715:9;1734-17"
      + "34:9;17d2-17d2:9;17dd-17dd:230;18a9-18a9:228;1939-1939:222;193a-193a:230;193b-193b:220;1a17-1a17:230"
      + ";1a18-1a18:220;1a60-1a60:9;1a75-1a7c:230;1a7f-1a7f:220;1ab0-1ab4:230;1ab5-1aba:220;1abb-1abc:230;1ab"
      + "d-1abd:220;1abf-1ac0:220;1ac1-1ac2:230;1ac3-1ac4:220;1ac5-1ac9:230;1aca-1aca:220;1acb-1ace:230;1b34-"
      + "1b34:7;1b44-1b44:9;1b6b-1b6b:230;1b6c-1b6c:220;1b6d-1b73:230;1baa-1bab:9;1be6-1be6:7;1bf2-1bf3:9;1c3"
      + "7-1c37:7;1cd0-1cd2:230;1cd4-1cd4:1;1cd5-1cd9:220;1cda-1cdb:230;1cdc-1cdf:220;1ce0-1ce0:230;1ce2-1ce8"
      + ":1;1ced-1ced:220;1cf4-1cf4:230;1cf8-1cf9:230;1dc0-1dc1:230;1dc2-1dc2:220;1dc3-1dc9:230;1dca-1dca:220"
      + ";1dcb-1dcc:230;1dcd-1dcd:234;1dce-1dce:214;1dcf-1dcf:220;1dd0-1dd0:202;1dd1-1df5:230;1df6-1df6:232;1"
      + "df7-1df8:228;1df9-1df9:220;1dfa-1dfa:218;1dfb-1dfb:230;1dfc-1dfc:233;1dfd-1dfd:220;1dfe-1dfe:230;1df"
      + "f-1dff:220;20d0-20d1:230;20d2-20d3:1;20d4-20d7:230;20d8-20da:1;20db-20dc:230;20e1-20e1:230;20e5-20e6"
      + ":1;20e7-20e7:230;20e8-20e8:220;20e9-20e9:230;20ea-20eb:1;20ec-20ef:220;20f0-20f0:230;2cef-2cf1:230;2"
      + "d7f-2d7f:9;2de0-2dff:230;302a-302a:218;302b-302b:228;302c-302c:232;302d-302d:222;302e-302f:224;3099-"
      + "309a:8;a66f-a66f:230;a674-a67d:230;a69e-a69f:230;a6f0-a6f1:230;a806-a806:9;a82c-a82c:9;a8c4-a8c4:9;a"
      + "8e0-a8f1:230;a92b-a92d:220;a953-a953:9;a9b3-a9b3:7;a9c0-a9c0:9;aab0-aab0:230;aab2-aab3:230;aab4-aab4"
      + ":220;aab7-aab8:230;aabe-aabf:230;aac1-aac1:230;aaf6-aaf6:9;abed-abed:9;fb1e-fb1e:26;fe20-fe26:230;fe"
      + "27-fe2d:220;fe2e-fe2f:230;101fd-101fd:220;102e0-102e0:220;10376-1037a:230;10a0d-10a0d:220;10a0f-10a0"
      + "f:230;10a38-10a38:230;10a39-10a39:1;10a3a-10a3a:220;10a3f-10a3f:9;10ae5-10ae5:230;10ae6-10ae6:220;10"
      + "d24-10d27:230;10eab-10eac:230;10f46-10f47:220;10f48-10f4a:230;10f4b-10f4b:220;10f4c-10f4c:230;10f4d-"
      + "10f50:220;10f82-10f82:230;10f83-10f83:220;10f84-10f84:230;10f85-10f85:220;11046-11046:9;11070-11070:"
      + "9;1107f-1107f:9;110b9-110b9:9;110ba-110ba:7;11100-11102:230;11133-11134:9;11173-11173:7;111c0-111c0:"
      + "9;111ca-111ca:7;11235-11235:9;11236-11236:7;112e9-112e9:7;112ea-112ea:9;1133b-1133c:7;1134d-1134d:9;"
      + "11366-1136c:230;11370-11374:230;11442-11442:9;11446-11446:7;1145e-1145e:230;114c2-114c2:9;114c3-114c"
      + "3:7;115bf-115bf:9;115c0-115c0:7;1163f-1163f:9;116b6-116b6:9;116b7-116b7:7;1172b-1172b:9;11839-11839:"
      + "9;1183a-1183a:7;1193d-1193e:9;11943-11943:7;119e0-119e0:9;11a34-11a34:9;11a47-11a47:9;11a99-11a99:9;"
      + "11c3f-11c3f:9;11d42-11d42:7;11d44-11d45:9;11d97-11d97:9;16af0-16af4:1;16b30-16b36:230;16ff0-16ff1:6;"
      + "1bc9e-1bc9e:1;1d165-1d166:216;1d167-1d169:1;1d16d-1d16d:226;1d16e-1d172:216;1d17b-1d182:220;1d185-1d"
      + "189:230;1d18a-1d18b:220;1d1aa-1d1ad:230;1d242-1d244:230;1e000-1e006:230;1e008-1e018:230;1e01b-1e021:"
      + "230;1e023-1e024:230;1e026-1e02a:230;1e130-1e136:230;1e2ae-1e2ae:230;1e2ec-1e2ef:230;1e8d0-1e8d6:220;"
      + "1e944-1e949:230;1e94a-1e94a:7";
  /** East Asian widths other than N (from CPython 3.11 unicodedata, Unicode 14.0.0). */
  private static final String EAW = ""
      + "20-7e:Na;a1-a1:A;a2-a3:Na;a4-a4:A;a5-a6:Na;a7-a8:A;aa-aa:A;ac-ac:Na;ad-ae:A;af-af:Na;b0-b4:A;b6-ba:A"
      + ";bc-bf:A;c6-c6:A;d0-d0:A;d7-d8:A;de-e1:A;e6-e6:A;e8-ea:A;ec-ed:A;f0-f0:A;f2-f3:A;f7-fa:A;fc-fc:A;fe-"
      + "fe:A;101-101:A;111-111:A;113-113:A;11b-11b:A;126-127:A;12b-12b:A;131-133:A;138-138:A;13f-142:A;144-1"
      + "44:A;148-14b:A;14d-14d:A;152-153:A;166-167:A;16b-16b:A;1ce-1ce:A;1d0-1d0:A;1d2-1d2:A;1d4-1d4:A;1d6-1"
      + "d6:A;1d8-1d8:A;1da-1da:A;1dc-1dc:A;251-251:A;261-261:A;2c4-2c4:A;2c7-2c7:A;2c9-2cb:A;2cd-2cd:A;2d0-2"
      + "d0:A;2d8-2db:A;2dd-2dd:A;2df-2df:A;300-36f:A;378-379:F;380-383:F;38b-38b:F;38d-38d:F;391-3a1:A;3a2-3"
      + "a2:F;3a3-3a9:A;3b1-3c1:A;3c3-3c9:A;401-401:A;410-44f:A;451-451:A;530-530:F;557-558:F;58b-58c:F;590-5"
      + "90:F;5c8-5cf:F;5eb-5ee:F;5f5-5ff:F;70e-70e:F;74b-74c:F;7b2-7bf:F;7fb-7fc:F;82e-82f:F;83f-83f:F;85c-8"
      + "5d:F;85f-85f:F;86b-86f:F;88f-88f:F;892-897:F;984-984:F;98d-98e:F;991-992:F;9a9-9a9:F;9b1-9b1:F;9b3-9"
      + "b5:F;9ba-9bb:F;9c5-9c6:F;9c9-9ca:F;9cf-9d6:F;9d8-9db:F;9de-9de:F;9e4-9e5:F;9ff-a00:F;a04-a04:F;a0b-a"
      + "0e:F;a11-a12:F;a29-a29:F;a31-a31:F;a34-a34:F;a37-a37:F;a3a-a3b:F;a3d-a3d:F;a43-a46:F;a49-a4a:F;a4e-a"
      + "50:F;a52-a58:F;a5d-a5d:F;a5f-a65:F;a77-a80:F;a84-a84:F;a8e-a8e:F;a92-a92:F;aa9-aa9:F;ab1-ab1:F;ab4-a"
      + "b4:F;aba-abb:F;ac6-ac6:F;aca-aca:F;ace-acf:F;ad1-adf:F;ae4-ae5:F;af2-af8:F;b00-b00:F;b04-b04:F;b0d-b"
      + "0e:F;b11-b12:F;b29-b29:F;b31-b31:F;b34-b34:F;b3a-b3b:F;b45-b46:F;b49-b4a:F;b4e-b54:F;b58-b5b:F;b5e-b"
      + "5e:F;b64-b65:F;b78-b81:F;b84-b84:F;b8b-b8d:F;b91-b91:F;b96-b98:F;b9b-b9b:F;b9d-b9d:F;ba0-ba2:F;ba5-b"
      + "a7:F;bab-bad:F;bba-bbd:F;bc3-bc5:F;bc9-bc9:F;bce-bcf:F;bd1-bd6:F;bd8-be5:F;bfb-bff:F;c0d-c0d:F;c11-c"
      + "11:F;c29-c29:F;c3a-c3b:F;c45-c45:F;c49-c49:F;c4e-c54:F;c57-c57:F;c5b-c5c:F;c5e-c5f:F;c64-c65:F;c70-c"
      + "76:F;c8d-c8d:F;c91-c91:F;ca9-ca9:F;cb4-cb4:F;cba-cbb:F;cc5-cc5:F;cc9-cc9:F;cce-cd4:F;cd7-cdc:F;cdf-c"
      + "df:F;ce4-ce5:F;cf0-cf0:F;cf3-cff:F;d0d-d0d:F;d11-d11:F;d45-d45:F;d49-d49:F;d50-d53:F;d64-d65:F;d80-d"
      + "80:F;d84-d84:F;d97-d99:F;db2-db2:F;dbc-dbc:F;dbe-dbf:F;dc7-dc9:F;dcb-dce:F;dd5-dd5:F;dd7-dd7:F;de0-d"
      + "e5:F;df0-df1:F;df5-e00:F;e3b-e3e:F;e5c-e80:F;e83-e83:F;e85-e85:F;e8b-e8b:F;ea4-ea4:F;ea6-ea6:F;ebe-e"
      + "bf:F;ec5-ec5:F;ec7-ec7:F;ece-ecf:F;eda-edb:F;ee0-eff:F;f48-f48:F;f6d-f70:F;f98-f98:F;fbd-fbd:F;fcd-f"
      + "cd:F;fdb-fff:F;10c6-10c6:F;10c8-10cc:F;10ce-10cf:F;1100-115f:W;1249-1249:F;124e-124f:F;1257-1257:F;1"
      + "259-1259:F;125e-125f:F;1289-1289:F;128e-128f:F;12b1-12b1:F;12b6-12b7:F;12bf-12bf:F;12c1-12c1:F;12c6-"
      + "12c7:F;12d7-12d7:F;1311-1311:F;1316-1317:F;135b-135c:F;137d-137f:F;139a-139f:F;13f6-13f7:F;13fe-13ff"
      + ":F;169d-169f:F;16f9-16ff:F;1716-171e:F;1737-173f:F;1754-175f:F;176d-176d:F;1771-1771:F;1774-177f:F;1"
      + "7de-17df:F;17ea-17ef:F;17fa-17ff:F;181a-181f:F;1879-187f:F;18ab-18af:F;18f6-18ff:F;191f-191f:F;192c-"
      + "192f:F;193c-193f:F;1941-1943:F;196e-196f:F;1975-197f:F;19ac-19af:F;19ca-19cf:F;19db-19dd:F;1a1c-1a1d"
      + ":F;1a5f-1a5f:F;1a7d-1a7e:F;1a8a-1a8f:F;1a9a-1a9f:F;1aae-1aaf:F;1acf-1aff:F;1b4d-1b4f:F;1b7f-1b7f:F;1"
      + "bf4-1bfb:F;1c38-1c3a:F;1c4a-1c4c:F;1c89-1c8f:F;1cbb-1cbc:F;1cc8-1ccf:F;1cfb-1cff:F;1f16-1f17:F;1f1e-"
      + "1f1f:F;1f46-1f47:F;1f4e-1f4f:F;1f58-1f58:F;1f5a-1f5a:F;1f5c-1f5c:F;1f5e-1f5e:F;1f7e-1f7f:F;1fb5-1fb5"
      + ":F;1fc5-1fc5:F;1fd4-1fd5:F;1fdc-1fdc:F;1ff0-1ff1:F;1ff5-1ff5:F;1fff-1fff:F;2010-2010:A;2013-2016:A;2"
      + "018-2019:A;201c-201d:A;2020-2022:A;2024-2027:A;2030-2030:A;2032-2033:A;2035-2035:A;203b-203b:A;203e-"
      + "203e:A;2065-2065:F;2072-2073:F;2074-2074:A;207f-207f:A;2081-2084:A;208f-208f:F;209d-209f:F;20a9-20a9"
      + ":H;20ac-20ac:A;20c1-20cf:F;20f1-20ff:F;2103-2103:A;2105-2105:A;2109-2109:A;2113-2113:A;2116-2116:A;2"
      + "121-2122:A;2126-2126:A;212b-212b:A;2153-2154:A;215b-215e:A;2160-216b:A;2170-2179:A;2189-2189:A;218c-"
      + "218f:F;2190-2199:A;21b8-21b9:A;21d2-21d2:A;21d4-21d4:A;21e7-21e7:A;2200-2200:A;2202-2203:A;2207-2208"
      + ":A;220b-220b:A;220f-220f:A;2211-2211:A;2215-2215:A;221a-221a:A;221d-2220:A;2223-2223:A;2225-2225:A;2"
      + "227-222c:A;222e-222e:A;2234-2237:A;223c-223d:A;2248-2248:A;224c-224c:A;2252-2252:A;2260-2261:A;2264-"
      + "2267:A;226a-226b:A;226e-226f:A;2282-2283:A;2286-2287:A;2295-2295:A;2299-2299:A;22a5-22a5:A;22bf-22bf"
      + ":A;2312-2312:A;231a-231b:W;2329-232a:W;23e9-23ec:W;23f0-23f0:W;23f3-23f3:W;2427-243f:F;244b-245f:F;2"
      + "460-24e9:A;24eb-254b:A;2550-2573:A;2580-258f:A;2592-2595:A;25a0-25a1:A;25a3-25a9:A;25b2-25b3:A;25b6-"
      + "25b7:A;25bc-25bd:A;25c0-25c1:A;25c6-25c8:A;25cb-25cb:A;25ce-25d1:A;25e2-25e5:A;25ef-25ef:A;25fd-25fe"
      + ":W;2605-2606:A;2609-2609:A;260e-260f:A;2614-2615:W;261c-261c:A;261e-261e:A;2640-2640:A;2642-2642:A;2"
      + "648-2653:W;2660-2661:A;2663-2665:A;2667-266a:A;266c-266d:A;266f-266f:A;267f-267f:W;2693-2693:W;269e-"
      + "269f:A;26a1-26a1:W;26aa-26ab:W;26bd-26be:W;26bf-26bf:A;26c4-26c5:W;26c6-26cd:A;26ce-26ce:W;26cf-26d3"
      + ":A;26d4-26d4:W;26d5-26e1:A;26e3-26e3:A;26e8-26e9:A;26ea-26ea:W;26eb-26f1:A;26f2-26f3:W;26f4-26f4:A;2"
      + "6f5-26f5:W;26f6-26f9:A;26fa-26fa:W;26fb-26fc:A;26fd-26fd:W;26fe-26ff:A;2705-2705:W;270a-270b:W;2728-"
      + "2728:W;273d-273d:A;274c-274c:W;274e-274e:W;2753-2755:W;2757-2757:W;2776-277f:A;2795-2797:W;27b0-27b0"
      + ":W;27bf-27bf:W;27e6-27ed:Na;2985-2986:Na;2b1b-2b1c:W;2b50-2b50:W;2b55-2b55:W;2b56-2b59:A;2b74-2b75:F"
      + ";2b96-2b96:F;2cf4-2cf8:F;2d26-2d26:F;2d28-2d2c:F;2d2e-2d2f:F;2d68-2d6e:F;2d71-2d7e:F;2d97-2d9f:F;2da"
      + "7-2da7:F;2daf-2daf:F;2db7-2db7:F;2dbf-2dbf:F;2dc7-2dc7:F;2dcf-2dcf:F;2dd7-2dd7:F;2ddf-2ddf:F;2e5e-2e"
      + "7f:F;2e80-2e99:W;2e9a-2e9a:F;2e9b-2ef3:W;2ef4-2eff:F;2f00-2fd5:W;2fd6-2fef:F;2ff0-2ffb:W;2ffc-3000:F"
      + ";3001-303e:W;3040-3040:F;3041-3096:W;3097-3098:F;3099-30ff:W;3100-3104:F;3105-312f:W;3130-3130:F;313"
      + "1-318e:W;318f-318f:F;3190-31e3:W;31e4-31ef:F;31f0-321e:W;321f-321f:F;3220-3247:W;3248-324f:A;3250-4d"
      + "bf:W;4e00-a48c:W;a48d-a48f:F;a490-a4c6:W;a4c7-a4cf:F;a62c-a63f:F;a6f8-a6ff:F;a7cb-a7cf:F;a7d2-a7d2:F"
      + ";a7d4-a7d4:F;a7da-a7f1:F;a82d-a82f:F;a83a-a83f:F;a878-a87f:F;a8c6-a8cd:F;a8da-a8df:F;a954-a95e:F;a96"
      + "0-a97c:W;a97d-a97f:F;a9ce-a9ce:F;a9da-a9dd:F;a9ff-a9ff:F;aa37-aa3f:F;aa4e-aa4f:F;aa5a-aa5b:F;aac3-aa"
      + "da:F;aaf7-ab00:F;ab07-ab08:F;ab0f-ab10:F;ab17-ab1f:F;ab27-ab27:F;ab2f-ab2f:F;ab6c-ab6f:F;abee-abef:F"
      + ";abfa-abff:F;ac00-d7a3:W;d7a4-d7af:F;d7c7-d7ca:F;d7fc-d7ff:F;e000-f8ff:A;f900-fa6d:W;fa6e-fa6f:F;fa7"
      + "0-fad9:W;fada-faff:F;fb07-fb12:F;fb18-fb1c:F;fb37-fb37:F;fb3d-fb3d:F;fb3f-fb3f:F;fb42-fb42:F;fb45-fb"
      + "45:F;fbc3-fbd2:F;fd90-fd91:F;fdc8-fdce:F;fdd0-fdef:F;fe00-fe0f:A;fe10-fe19:W;fe1a-fe1f:F;fe30-fe52:W"
      + ";fe53-fe53:F;fe54-fe66:W;fe67-fe67:F;fe68-fe6b:W;fe6c-fe6f:F;fe75-fe75:F;fefd-fefe:F;ff00-ff60:F;ff6"
      + "1-ffbe:H;ffbf-ffc1:F;ffc2-ffc7:H;ffc8-ffc9:F;ffca-ffcf:H;ffd0-ffd1:F;ffd2-ffd7:H;ffd8-ffd9:F;ffda-ff"
      + "dc:H;ffdd-ffe7:F;ffe8-ffee:H;ffef-fff8:F;fffd-fffd:A;fffe-ffff:F;1000c-1000c:F;10027-10027:F;1003b-1"
      + "003b:F;1003e-1003e:F;1004e-1004f:F;1005e-1007f:F;100fb-100ff:F;10103-10106:F;10134-10136:F;1018f-101"
      + "8f:F;1019d-1019f:F;101a1-101cf:F;101fe-1027f:F;1029d-1029f:F;102d1-102df:F;102fc-102ff:F;10324-1032c"
      + ":F;1034b-1034f:F;1037b-1037f:F;1039e-1039e:F;103c4-103c7:F;103d6-103ff:F;1049e-1049f:F;104aa-104af:F"
      + ";104d4-104d7:F;104fc-104ff:F;10528-1052f:F;10564-1056e:F;1057b-1057b:F;1058b-1058b:F;10593-10593:F;1"
      + "0596-10596:F;105a2-105a2:F;105b2-105b2:F;105ba-105ba:F;105bd-105ff:F;10737-1073f:F;10756-1075f:F;107"
      + "68-1077f:F;10786-10786:F;107b1-107b1:F;107bb-107ff:F;10806-10807:F;10809-10809:F;10836-10836:F;10839"
      + "-1083b:F;1083d-1083e:F;10856-10856:F;1089f-108a6:F;108b0-108df:F;108f3-108f3:F;108f6-108fa:F;1091c-1"
      + "091e:F;1093a-1093e:F;10940-1097f:F;109b8-109bb:F;109d0-109d1:F;10a04-10a04:F;10a07-10a0b:F;10a14-10a"
      + "14:F;10a18-10a18:F;10a36-10a37:F;10a3b-10a3e:F;10a49-10a4f:F;10a59-10a5f:F;10aa0-10abf:F;10ae7-10aea"
      + ":F;10af7-10aff:F;10b36-10b38:F;10b56-10b57:F;10b73-10b77:F;10b92-10b98:F;10b9d-10ba8:F;10bb0-10bff:F"
      + ";10c49-10c7f:F;10cb3-10cbf:F;10cf3-10cf9:F;10d28-10d2f:F;10d3a-10e5f:F;10e7f-10e7f:F;10eaa-10eaa:F;1"
      + "0eae-10eaf:F;10eb2-10eff:F;10f28-10f2f:F;10f5a-10f6f:F;10f8a-10faf:F;10fcc-10fdf:F;10ff7-10fff:F;110"
      + "4e-11051:F;11076-1107e:F;110c3-110cc:F;110ce-110cf:F;110e9-110ef:F;110fa-110ff:F;11135-11135:F;11148"
      + "-1114f:F;11177-1117f:F;111e0-111e0:F;111f5-111ff:F;11212-11212:F;1123f-1127f:F;11287-11287:F;11289-1"
      + "1289:F;1128e-1128e:F;1129e-1129e:F;112aa-112af:F;112eb-112ef:F;112fa-112ff:F;11304-11304:F;1130d-113"
      + "0e:F;11311-11312:F;11329-11329:F;11331-11331:F;11334-11334:F;1133a-1133a:F;11345-11346:F;11349-1134a"
      + ":F;1134e-1134f:F;11351-11356:F;11358-1135c:F;11364-11365:F;1136d-1136f:F;11375-113ff:F;1145c-1145c:F"
      + ";11462-1147f:F;114c8-114cf:F;114da-1157f:F;115b6-115b7:F;115de-115ff:F;11645-1164f:F;1165a-1165f:F;1"
      + "166d-1167f:F;116ba-116bf:F;116ca-116ff:F;1171b-1171c:F;1172c-1172f:F;11747-117ff:F;1183c-1189f:F;118"
      + "f3-118fe:F;11907-11908:F;1190a-1190b:F;11914-11914:F;11917-11917:F;11936-11936:F;11939-1193a:F;11947"
      + "-1194f:F;1195a-1199f:F;119a8-119a9:F;119d8-119d9:F;119e5-119ff:F;11a48-11a4f:F;11aa3-11aaf:F;11af9-1"
      + "1bff:F;11c09-11c09:F;11c37-11c37:F;11c46-11c4f:F;11c6d-11c6f:F;11c90-11c91:F;11ca8-11ca8:F;11cb7-11c"
      + "ff:F;11d07-11d07:F;11d0a-11d0a:F;11d37-11d39:F;11d3b-11d3b:F;11d3e-11d3e:F;11d48-11d4f:F;11d5a-11d5f"
      + ":F;11d66-11d66:F;11d69-11d69:F;11d8f-11d8f:F;11d92-11d92:F;11d99-11d9f:F;11daa-11edf:F;11ef9-11faf:F"
      + ";11fb1-11fbf:F;11ff2-11ffe:F;1239a-123ff:F;1246f-1246f:F;12475-1247f:F;12544-12f8f:F;12ff3-12fff:F;1"
      + "342f-1342f:F;13439-143ff:F;14647-167ff:F;16a39-16a3f:F;16a5f-16a5f:F;16a6a-16a6d:F;16abf-16abf:F;16a"
      + "ca-16acf:F;16aee-16aef:F;16af6-16aff:F;16b46-16b4f:F;16b5a-16b5a:F;16b62-16b62:F;16b78-16b7c:F;16b90"
      + "-16e3f:F;16e9b-16eff:F;16f4b-16f4e:F;16f88-16f8e:F;16fa0-16fdf:F;16fe0-16fe4:W;16fe5-16fef:F;16ff0-1"
      + "6ff1:W;16ff2-16fff:F;17000-187f7:W;187f8-187ff:F;18800-18cd5:W;18cd6-18cff:F;18d00-18d08:W;18d09-1af"
      + "ef:F;1aff0-1aff3:W;1aff4-1aff4:F;1aff5-1affb:W;1affc-1affc:F;1affd-1affe:W;1afff-1afff:F;1b000-1b122"
      + ":W;1b123-1b14f:F;1b150-1b152:W;1b153-1b163:F;1b164-1b167:W;1b168-1b16f:F;1b170-1b2fb:W;1b2fc-1bbff:F"
      + ";1bc6b-1bc6f:F;1bc7d-1bc7f:F;1bc89-1bc8f:F;1bc9a-1bc9b:F;1bca4-1ceff:F;1cf2e-1cf2f:F;1cf47-1cf4f:F;1"
      + "cfc4-1cfff:F;1d0f6-1d0ff:F;1d127-1d128:F;1d1eb-1d1ff:F;1d246-1d2df:F;1d2f4-1d2ff:F;1d357-1d35f:F;1d3"
      + "79-1d3ff:F;1d455-1d455:F;1d49d-1d49d:F;1d4a0-1d4a1:F;1d4a3-1d4a4:F;1d4a7-1d4a8:F;1d4ad-1d4ad:F;1d4ba"
      + "-1d4ba:F;1d4bc-1d4bc:F;1d4c4-1d4c4:F;1d506-1d506:F;1d50b-1d50c:F;1d515-1d515:F;1d51d-1d51d:F;1d53a-1"
      + "d53a:F;1d53f-1d53f:F;1d545-1d545:F;1d547-1d549:F;1d551-1d551:F;1d6a6-1d6a7:F;1d7cc-1d7cd:F;1da8c-1da"
      + "9a:F;1daa0-1daa0:F;1dab0-1deff:F;1df1f-1dfff:F;1e007-1e007:F;1e019-1e01a:F;1e022-1e022:F;1e025-1e025"
      + ":F;1e02b-1e0ff:F;1e12d-1e12f:F;1e13e-1e13f:F;1e14a-1e14d:F;1e150-1e28f:F;1e2af-1e2bf:F;1e2fa-1e2fe:F"
      + ";1e300-1e7df:F;1e7e7-1e7e7:F;1e7ec-1e7ec:F;1e7ef-1e7ef:F;1e7ff-1e7ff:F;1e8c5-1e8c6:F;1e8d7-1e8ff:F;1"
      + "e94c-1e94f:F;1e95a-1e95d:F;1e960-1ec70:F;1ecb5-1ed00:F;1ed3e-1edff:F;1ee04-1ee04:F;1ee20-1ee20:F;1ee"
      + "23-1ee23:F;1ee25-1ee26:F;1ee28-1ee28:F;1ee33-1ee33:F;1ee38-1ee38:F;1ee3a-1ee3a:F;1ee3c-1ee41:F;1ee43"
      + "-1ee46:F;1ee48-1ee48:F;1ee4a-1ee4a:F;1ee4c-1ee4c:F;1ee50-1ee50:F;1ee53-1ee53:F;1ee55-1ee56:F;1ee58-1"
      + "ee58:F;1ee5a-1ee5a:F;1ee5c-1ee5c:F;1ee5e-1ee5e:F;1ee60-1ee60:F;1ee63-1ee63:F;1ee65-1ee66:F;1ee6b-1ee"
      + "6b:F;1ee73-1ee73:F;1ee78-1ee78:F;1ee7d-1ee7d:F;1ee7f-1ee7f:F;1ee8a-1ee8a:F;1ee9c-1eea0:F;1eea4-1eea4"
      + ":F;1eeaa-1eeaa:F;1eebc-1eeef:F;1eef2-1efff:F;1f004-1f004:W;1f02c-1f02f:F;1f094-1f09f:F;1f0af-1f0b0:F"
      + ";1f0c0-1f0c0:F;1f0cf-1f0cf:W;1f0d0-1f0d0:F;1f0f6-1f0ff:F;1f100-1f10a:A;1f110-1f12d:A;1f130-1f169:A;1"
      + "f170-1f18d:A;1f18e-1f18e:W;1f18f-1f190:A;1f191-1f19a:W;1f19b-1f1ac:A;1f1ae-1f1e5:F;1f200-1f202:W;1f2"
      + "03-1f20f:F;1f210-1f23b:W;1f23c-1f23f:F;1f240-1f248:W;1f249-1f24f:F;1f250-1f251:W;1f252-1f25f:F;1f260"
      + "-1f265:W;1f266-1f2ff:F;1f300-1f320:W;1f32d-1f335:W;1f337-1f37c:W;1f37e-1f393:W;1f3a0-1f3ca:W;1f3cf-1"
      + "f3d3:W;1f3e0-1f3f0:W;1f3f4-1f3f4:W;1f3f8-1f43e:W;1f440-1f440:W;1f442-1f4fc:W;1f4ff-1f53d:W;1f54b-1f5"
      + "4e:W;1f550-1f567:W;1f57a-1f57a:W;1f595-1f596:W;1f5a4-1f5a4:W;1f5fb-1f64f:W;1f680-1f6c5:W;1f6cc-1f6cc"
      + ":W;1f6d0-1f6d2:W;1f6d5-1f6d7:W;1f6d8-1f6dc:F;1f6dd-1f6df:W;1f6eb-1f6ec:W;1f6ed-1f6ef:F;1f6f4-1f6fc:W"
      + ";1f6fd-1f6ff:F;1f774-1f77f:F;1f7d9-1f7df:F;1f7e0-1f7eb:W;1f7ec-1f7ef:F;1f7f0-1f7f0:W;1f7f1-1f7ff:F;1"
      + "f80c-1f80f:F;1f848-1f84f:F;1f85a-1f85f:F;1f888-1f88f:F;1f8ae-1f8af:F;1f8b2-1f8ff:F;1f90c-1f93a:W;1f9"
      + "3c-1f945:W;1f947-1f9ff:W;1fa54-1fa5f:F;1fa6e-1fa6f:F;1fa70-1fa74:W;1fa75-1fa77:F;1fa78-1fa7c:W;1fa7d"
      + "-1fa7f:F;1fa80-1fa86:W;1fa87-1fa8f:F;1fa90-1faac:W;1faad-1faaf:F;1fab0-1faba:W;1fabb-1fabf:F;1fac0-1"
      + "fac5:W;1fac6-1facf:F;1fad0-1fad9:W;1fada-1fadf:F;1fae0-1fae7:W;1fae8-1faef:F;1faf0-1faf6:W;1faf7-1fa"
      + "ff:F;1fb93-1fb93:F;1fbcb-1fbef:F;1fbfa-1ffff:F;20000-2a6df:W;2a6e0-2a6ff:F;2a700-2b738:W;2b739-2b73f"
      + ":F;2b740-2b81d:W;2b81e-2b81f:F;2b820-2cea1:W;2cea2-2ceaf:F;2ceb0-2ebe0:W;2ebe1-2f7ff:F;2f800-2fa1d:W"
      + ";2fa1e-2ffff:F;30000-3134a:W;3134b-e0000:F;e0002-e001f:F;e0080-e00ff:F;e0100-e01ef:A;e01f0-effff:F;f"
      + "0000-ffffd:A;ffffe-fffff:F;100000-10fffd:A;10fffe-10ffff:F";

  private static final int[][] COMBINING_T = parse(COMBINING, false);
  private static final int[][] EAW_T = parse(EAW, true);

  // ---------------------------------------------------------------- decomposition

  /**
   * unicodedata.decomposition, generated from CPython 3.11 (Unicode 14.0): space-separated runs
   * "deltaHex[,countHex]:tagIndex:mapping" where delta is from the previous run's start, a run of
   * count consecutive code points maps to consecutive single code points, and the mapping is
   * '.'-separated hex. The JDK has no one-level decomposition with compatibility tags.
   */
  private static final String[] DECOMP_DATA = {"a0:1:20 8:2:20.308 2:3:61 5:2:20.304 3,2:3:32 2:2:20.301 1:2:3bc 3:2:20.327 1:3:31 1:3:6f 2:4:31.2044.34 1:4:31.2044.32 1:4:33.2044.34 2::41.300 1::41.301 1::41.302 1::41.303 1::41.308 1::41.30a 2::43.327 1::45.300 1::45.301 1::45.302 1::45.308 1::49.300 1::49.301 1::49.302 1::49.308 2::4e.303 1::4f.300 1::4f.301 1::4f.302 1::4f.303 1::4f.308 3::55.300 1::55.301 1::55.302 1::55.308 1::59.301 3::61.300 1::61.301 1::61.302 1::61.303 1::61.308 1::61.30a 2::63.327 1::65.300 1::65.301 1::65.302 1::65.308 1::69.300 1::69.301 1::69.302 1::69.308 2::6e.303 1::6f.300 1::6f.301 1::6f.302 1::6f.303 1::6f.308 3::75.300 1::75.301 1::75.302 1::75.308 1::79.301 2::79.308 1::41.304 1::61.304 1::41.306 1::61.306 1::41.328 1::61.328 1::43.301 1::63.301 1::43.302 1::63.302 1::43.307 1::63.307 1::43.30c 1::63.30c 1::44.30c 1::64.30c 3::45.304 1::65.304 1::45.306 1::65.306 1::45.307 1::65.307 1::45.328 1::65.328 1::45.30c 1::65.30c 1::47.302 1::67.302 1::47.306 1::67.306 1::47.307 1::67.307 1::47.327 1::67.327 1::48.302 1::68.302 3::49.303 1::69.303 1::49.304 1::69.304 1::49.306 1::69.306 1::49.328 1::69.328 1::49.307 2:2:49.4a 1:2:69.6a 1::4a.302 1::6a.302 1::4b.327 1::6b.327 2::4c.301 1::6c.301 1::4c.327 1::6c.327 1::4c.30c 1::6c.30c 1:2:4c.b7 1:2:6c.b7 3::4e.301 1::6e.301 1::4e.327 1::6e.327 1::4e.30c 1::6e.30c 1:2:2bc.6e 3::4f.304 1::6f.304 1::4f.306 1::6f.306 1::4f.30b 1::6f.30b 3::52.301 1::72.301 1::52.327 1::72.327 1::52.30c 1::72.30c 1::53.301 1::73.301 1::53.302 1::73.302 1::53.327 1::73.327 1::53.30c 1::73.30c 1::54.327 1::74.327 1::54.30c 1::74.30c 3::55.303 1::75.303 1::55.304 1::75.304 1::55.306 1::75.306 1::55.30a 1::75.30a 1::55.30b 1::75.30b 1::55.328 1::75.328 1::57.302 1::77.302 1::59.302 1::79.302 1::59.308 1::5a.301 1::7a.301 1::5a.307 1::7a.307 1::5a.30c 1::7a.30c 1:2:73 21::4f.31b 1::6f.31b e::55.31b 1::75.31b 14:2:44.17d 1:2:44.17e 1:2:64.17e 1:2:4c.4a 1:2:4c.6a 1:2:6c.6a 1:2:4e.4a 1:2:4e.6a 1:2:6e.6a 1::41.30c 1::61.30c 1::49.30c 1::69.30c 1::4f.30c 1::6f.30c 1::55.30c 1::75.30c 1::dc.304 1::fc.304 1::dc.301 1::fc.301 1::dc.30c 1::fc.30c 1::dc.300 1::fc.300 2::c4.304 1::e4.304 1::226.304 1::227.304 1::c6.304 1::e6.304 3::47.30c 1::67.30c 1::4b.30c 1::6b.30c 1::4f.328 1::6f.328 1::1ea.304 1::1eb.304 1::1b7.30c 1::292.30c 1::6a.30c 1:2:44.5a 1:2:44.7a 1:2:64.7a 1::47.301 1::67.301 3::4e.300 1::6e.300 1::c5.301 1::e5.301 1::c6.301 1::e6.301 1::d8.301 1::f8.301 1::41.30f 1::61.30f 1::41.311 1::61.311 1::45.30f 1::65.30f 1::45.311 1::65.311 1::49.30f 1::69.30f 1::49.311 1::69.311 1::4f.30f 1::6f.30f 1::4f.311 1::6f.311 1::52.30f 1::72.30f 1::52.311 1::72.311 1::55.30f 1::75.30f 1::55.311 1::75.311 1::53.326 1::73.326 1::54.326 1::74.326 3::48.30c 1::68.30c 7::41.307 1::61.307 1::45.327 1::65.327 1::d6.304 1::f6.304 1::d5.304 1::f5.304 1::4f.307 1::6f.307 1::22e.304 1::22f.304 1::59.304 1::79.304 7d:3:68 1:3:266 1:3:6a 1:3:72 1:3:279 1:3:27b 1:3:281 1:3:77 1:3:79 20:2:20.306 1:2:20.307 1:2:20.30a 1:2:20.328 1:2:20.303 1:2:20.30b 3:3:263 1:3:6c 1:3:73 1:3:78 1:3:295 5c,2::300 3::313 1::308.301 30::2b9 6:2:20.345 4::3b 6:2:20.301 1::a8.301 1::391.301 1::b7 1::395.301 1::397.301 1::399.301 2::39f.301 2::3a5.301 1::3a9.301 1::3ca.301 1a::399.308 1::3a5.308 1::3b1.301 1::3b5.301 1::3b7.301 1::3b9.301 1::3cb.301 1a::3b9.308 1::3c5.308 1::3bf.301 1::3c5.301 1::3c9.301 2:2:3b2 1:2:3b8 1:2:3a5 1::3d2.301 1::3d2.308 1:2:3c6 1:2:3c0 1a:2:3ba 1,2:2:3c1 3:2:398 1:2:3b5 4:2:3a3 7::415.300 1::415.308 2::413.301 4::406.308 5::41a.301 1::418.300 1::423.306 b::418.306 20::438.306 17::435.300 1::435.308 2::433.301 4::456.308 5::43a.301 1::438.300 1::443.306 18::474.30f 1::475.30f 4a::416.306 1::436.306 e::410.306 1::430.306 1::410.308 1::430.308 3::415.306 1::435.306 3::4d8.308 1::4d9.308 1::416.308 1::436.308 1::417.308 1::437.308 3::418.304 1::438.304 1::418.308 1::438.308 1::41e.308 1::43e.308 3::4e8.308 1::4e9.308 1::42d.308 1::44d.308 1::423.304 1::443.304 1::423.308 1::443.308 1::423.30b 1::443.30b 1::427.308 1::447.308 3::42b.308 1::44b.308 8e:2:565.582 9b::627.653 1::627.654 1::648.654 1::627.655 1::64a.654 4f:2:627.674 1:2:648.674 1:2:6c7.674 1:2:64a.674 48::6d5.654 2::6c1.654 11::6d2.654 256::928.93c 8::930.93c 3::933.93c 24::915.93c 1::916.93c 1::917.93c 1::91c.93c 1::921.93c 1::922.93c 1::92b.93c 1::92f.93c 6c::9c7.9be 1::9c7.9d7 10::9a1.9bc 1::9a2.9bc 2::9af.9bc 54::a32.a3c 3::a38.a3c 23::a16.a3c 1::a17.a3c 1::a1c.a3c 3::a2b.a3c ea::b47.b56 3::b47.b3e 1::b47.b57 10::b21.b3c 1::b22.b3c 37::b92.bd7 36::bc6.bbe 1::bc7.bbe 1::bc6.bd7 7c::c46.c56 78::cbf.cd5 7::cc6.cd5 1::cc6.cd6 2::cc6.cc2 1::cca.cd5 7f::d46.d3e 1::d47.d3e 1::d46.d57 8e::dd9.dca 2::dd9.dcf 1::ddc.dca 1::dd9.ddf 55:2:e4d.e32 80:2:ecd.eb2 29:2:eab.e99 1:2:eab.ea1 2f:1:f0b 37::f42.fb7 a::f4c.fb7 5::f51.fb7 5::f56.fb7 5::f5b.fb7 d::f40.fb5 a::f71.f72 2::f71.f74 1::fb2.f80 1:2:fb2.f81 1::fb3.f80 1:2:fb3.f81 8::f71.f80 12::f92.fb7 a::f9c.fb7 5::fa1.fb7 5::fa6.fb7 5::fab.fb7 d::f90.fb5 6d::1025.102e d6:3:10dc a0a::1b05.1b35 2::1b07.1b35 2::1b09.1b35 2::1b0b.1b35 2::1b0d.1b35 4::1b11.1b35 29::1b3a.1b35 2::1b3c.1b35 3::1b3e.1b35 1::1b3f.1b35 2::1b42.1b35 1e9:3:41 1:3:c6 1:3:42 2,2:3:44 2:3:18e 1,8:3:47 9:3:4f 1:3:222 1:3:50 1:3:52 1,2:3:54 2:3:57 1:3:61 1,2:3:250 2:3:1d02 1:3:62 1,2:3:64 2:3:259 1,2:3:25b 2:3:67 2:3:6b 1:3:6d 1:3:14b 1:3:6f 1:3:254 1,2:3:1d16 2:3:70 1,2:3:74 2:3:1d1d 1:3:26f 1:3:76 1:3:1d25 1,3:3:3b2 3,2:3:3c6 2:5:69 1:5:72 1,2:5:75 2,2:5:3b2 2:5:3c1 1,2:5:3c6 f:3:43d 23:3:252 1:3:63 1:3:255 1:3:f0 1:3:25c 1:3:66 1:3:25f 1:3:261 1:3:265 1,3:3:268 3:3:1d7b 1:3:29d 1:3:26d 1:3:1d85 1:3:29f 1:3:271 1:3:270 1,4:3:272 4:3:278 1,2:3:282 2:3:1ab 1,2:3:289 2:3:1d1c 1,2:3:28b 2:3:7a 1,3:3:290 3:3:3b8 41::41.325 1::61.325 1::42.307 1::62.307 1::42.323 1::62.323 1::42.331 1::62.331 1::c7.301 1::e7.301 1::44.307 1::64.307 1::44.323 1::64.323 1::44.331 1::64.331 1::44.327 1::64.327 1::44.32d 1::64.32d 1::112.300 1::113.300 1::112.301 1::113.301 1::45.32d 1::65.32d 1::45.330 1::65.330 1::228.306 1::229.306 1::46.307 1::66.307 1::47.304 1::67.304 1::48.307 1::68.307 1::48.323 1::68.323 1::48.308 1::68.308 1::48.327 1::68.327 1::48.32e 1::68.32e 1::49.330 1::69.330 1::cf.301 1::ef.301 1::4b.301 1::6b.301 1::4b.323 1::6b.323 1::4b.331 1::6b.331 1::4c.323 1::6c.323 1::1e36.304 1::1e37.304 1::4c.331 1::6c.331 1::4c.32d 1::6c.32d 1::4d.301 1::6d.301 1::4d.307 1::6d.307 1::4d.323 1::6d.323 1::4e.307 1::6e.307 1::4e.323 1::6e.323 1::4e.331 1::6e.331 1::4e.32d 1::6e.32d 1::d5.301 1::f5.301 1::d5.308 1::f5.308 1::14c.300 1::14d.300 1::14c.301 1::14d.301 1::50.301 1::70.301 1::50.307 1::70.307 1::52.307 1::72.307 1::52.323 1::72.323 1::1e5a.304 1::1e5b.304 1::52.331 1::72.331 1::53.307 1::73.307 1::53.323 1::73.323 1::15a.307 1::15b.307 1::160.307 1::161.307 1::1e62.307 1::1e63.307 1::54.307 1::74.307 1::54.323 1::74.323 1::54.331 1::74.331 1::54.32d 1::74.32d 1::55.324 1::75.324 1::55.330 1::75.330 1::55.32d 1::75.32d 1::168.301 1::169.301 1::16a.308 1::16b.308 1::56.303 1::76.303 1::56.323 1::76.323 1::57.300 1::77.300 1::57.301 1::77.301 1::57.308 1::77.308 1::57.307 1::77.307 1::57.323 1::77.323 1::58.307 1::78.307 1::58.308 1::78.308 1::59.307 1::79.307 1::5a.302 1::7a.302 1::5a.323 1::7a.323 1::5a.331 1::7a.331 1::68.331 1::74.308 1::77.30a 1::79.30a 1:2:61.2be 1::17f.307 5::41.323 1::61.323 1::41.309 1::61.309 1::c2.301 1::e2.301 1::c2.300 1::e2.300 1::c2.309 1::e2.309 1::c2.303 1::e2.303 1::1ea0.302 1::1ea1.302 1::102.301 1::103.301 1::102.300 1::103.300 1::102.309 1::103.309 1::102.303 1::103.303 1::1ea0.306 1::1ea1.306 1::45.323 1::65.323 1::45.309 1::65.309 1::45.303 1::65.303 1::ca.301 1::ea.301 1::ca.300 1::ea.300 1::ca.309 1::ea.309 1::ca.303 1::ea.303 1::1eb8.302 1::1eb9.302 1::49.309 1::69.309 1::49.323 1::69.323 1::4f.323 1::6f.323 1::4f.309 1::6f.309 1::d4.301 1::f4.301 1::d4.300 1::f4.300 1::d4.309 1::f4.309 1::d4.303 1::f4.303 1::1ecc.302 1::1ecd.302 1::1a0.301 1::1a1.301 1::1a0.300 1::1a1.300 1::1a0.309 1::1a1.309 1::1a0.303 1::1a1.303 1::1a0.323 1::1a1.323 1::55.323 1::75.323 1::55.309 1::75.309 1::1af.301 1::1b0.301 1::1af.300 1::1b0.300 1::1af.309 1::1b0.309 1::1af.303 1::1b0.303 1::1af.323 1::1b0.323 1::59.300 1::79.300 1::59.323 1::79.323 1::59.309 1::79.309 1::59.303 1::79.303 7::3b1.313 1::3b1.314 1::1f00.300 1::1f01.300 1::1f00.301 1::1f01.301 1::1f00.342 1::1f01.342 1::391.313 1::391.314 1::1f08.300 1::1f09.300 1::1f08.301 1::1f09.301 1::1f08.342 1::1f09.342 1::3b5.313 1::3b5.314 1::1f10.300 1::1f11.300 1::1f10.301 1::1f11.301 3::395.313 1::395.314 1::1f18.300 1::1f19.300 1::1f18.301 1::1f19.301 3::3b7.313 1::3b7.314 1::1f20.300 1::1f21.300 1::1f20.301 1::1f21.301 1::1f20.342 1::1f21.342 1::397.313 1::397.314 1::1f28.300 1::1f29.300 1::1f28.301 1::1f29.301 1::1f28.342 1::1f29.342 1::3b9.313 1::3b9.314 1::1f30.300 1::1f31.300 1::1f30.301 1::1f31.301 1::1f30.342 1::1f31.342 1::399.313 1::399.314 1::1f38.300 1::1f39.300 1::1f38.301 1::1f39.301 1::1f38.342 1::1f39.342 1::3bf.313 1::3bf.314 1::1f40.300 1::1f41.300 1::1f40.301 1::1f41.301 3::39f.313 1::39f.314 1::1f48.300 1::1f49.300 1::1f48.301 1::1f49.301 3::3c5.313 1::3c5.314 1::1f50.300 1::1f51.300 1::1f50.301 1::1f51.301 1::1f50.342 1::1f51.342 2::3a5.314 2::1f59.300 2::1f59.301 2::1f59.342 1::3c9.313 1::3c9.314 1::1f60.300 1::1f61.300 1::1f60.301 1::1f61.301 1::1f60.342 1::1f61.342 1::3a9.313 1::3a9.314 1::1f68.300 1::1f69.300 1::1f68.301 1::1f69.301 1::1f68.342 1::1f69.342 1::3b1.300 1::3ac 1::3b5.300 1::3ad 1::3b7.300 1::3ae 1::3b9.300 1::3af 1::3bf.300 1::3cc 1::3c5.300 1::3cd 1::3c9.300 1::3ce 3::1f00.345 1::1f01.345 1::1f02.345 1::1f03.345 1::1f04.345 1::1f05.345 1::1f06.345 1::1f07.345 1::1f08.345 1::1f09.345 1::1f0a.345 1::1f0b.345 1::1f0c.345 1::1f0d.345 1::1f0e.345 1::1f0f.345 1::1f20.345 1::1f21.345 1::1f22.345 1::1f23.345 1::1f24.345 1::1f25.345 1::1f26.345 1::1f27.345 1::1f28.345 1::1f29.345 1::1f2a.345 1::1f2b.345 1::1f2c.345 1::1f2d.345 1::1f2e.345 1::1f2f.345 1::1f60.345 1::1f61.345 1::1f62.345 1::1f63.345 1::1f64.345 1::1f65.345 1::1f66.345 1::1f67.345 1::1f68.345 1::1f69.345 1::1f6a.345 1::1f6b.345 1::1f6c.345 1::1f6d.345 1::1f6e.345 1::1f6f.345 1::3b1.306 1::3b1.304 1::1f70.345 1::3b1.345 1::3ac.345 2::3b1.342 1::1fb6.345 1::391.306 1::391.304 1::391.300 1::386 1::391.345 1:2:20.313 1::3b9 1:2:20.313 1:2:20.342 1::a8.342 1::1f74.345 1::3b7.345 1::3ae.345 2::3b7.342 1::1fc6.345 1::395.300 1::388 1::397.300 1::389 1::397.345 1::1fbf.300 1::1fbf.301 1::1fbf.342 1::3b9.306 1::3b9.304 1::3ca.300 1::390 3::3b9.342 1::3ca.342 1::399.306 1::399.304 1::399.300 1::38a 2::1ffe.300 1::1ffe.301 1::1ffe.342 1::3c5.306 1::3c5.304 1::3cb.300 1::3b0 1::3c1.313 1::3c1.314 1::3c5.342 1::3cb.342 1::3a5.306 1::3a5.304 1::3a5.300 1::38e 1::3a1.314 1::a8.300 1::385 1::60 3::1f7c.345 1::3c9.345 1::3ce.345 2::3c9.342 1::1ff6.345 1::39f.300 1::38c 1::3a9.300 1::38f 1::3a9.345 1::b4 1:2:20.314 2,2::2002 2:2:20 1:2:20 1:2:20 1:2:20 1:2:20 1:1:20 1:2:20 1:2:20 1:2:20 7:1:2010 6:2:20.333 d:2:2e 1:2:2e.2e 1:2:2e.2e.2e 9:1:20 4:2:2032.2032 1:2:2032.2032.2032 2:2:2035.2035 1:2:2035.2035.2035 5:2:21.21 2:2:20.305 9:2:3f.3f 1:2:3f.21 1:2:21.3f e:2:2032.2032.2032.2032 8:2:20 11:3:30 1:3:69 3,6:3:34 6:3:2b 1:3:2212 1:3:3d 1,2:3:28 2:3:6e 1,a:5:30 a:5:2b 1:5:2212 1:5:3d 1,2:5:28 3:5:61 1:5:65 1:5:6f 1:5:78 1:5:259 1:5:68 1,4:5:6b 4:5:70 1,2:5:73 d:2:52.73 58:2:61.2f.63 1:2:61.2f.73 1:6:43 1:2:b0.43 2:2:63.2f.6f 1:2:63.2f.75 1:2:190 2:2:b0.46 1:6:67 1:6:48 1:6:48 1:6:48 1:6:68 1:6:127 1:6:49 1:6:49 1:6:4c 1:6:6c 2:6:4e 1:2:4e.6f 3,3:6:50 3:6:52 1:6:52 3:3:53.4d 1:2:54.45.4c 1:3:54.4d 2:6:5a 2::3a9 2:6:5a 2::4b 1::c5 1,2:6:42 3:6:65 1,2:6:45 3:6:4d 1:6:6f 1,4:2:5d0 4:6:69 2:2:46.41.58 1:6:3c0 1:6:3b3 1:6:393 1:6:3a0 1:6:2211 5:6:44 1,2:6:64 2,2:6:69 8:4:31.2044.37 1:4:31.2044.39 1:4:31.2044.31.30 1:4:31.2044.33 1:4:32.2044.33 1:4:31.2044.35 1:4:32.2044.35 1:4:33.2044.35 1:4:34.2044.35 1:4:31.2044.36 1:4:35.2044.36 1:4:31.2044.38 1:4:33.2044.38 1:4:35.2044.38 1:4:37.2044.38 1:4:31.2044 1:2:49 1:2:49.49 1:2:49.49.49 1:2:49.56 1:2:56 1:2:56.49 1:2:56.49.49 1:2:56.49.49.49 1:2:49.58 1:2:58 1:2:58.49 1:2:58.49.49 1:2:4c 1,2:2:43 2:2:4d 1:2:69 1:2:69.69 1:2:69.69.69 1:2:69.76 1:2:76 1:2:76.69 1:2:76.69.69 1:2:76.69.69.69 1:2:69.78 1:2:78 1:2:78.69 1:2:78.69.69 1:2:6c 1,2:2:63 2:2:6d a:4:30.2044.33 11::2190.338 1::2192.338 13::2194.338 1f::21d0.338 1::21d4.338 1::21d2.338 35::2203.338 5::2208.338 3::220b.338 18::2223.338 2::2225.338 6:2:222b.222b 1:2:222b.222b.222b 2:2:222e.222e 1:2:222e.222e.222e 11::223c.338 3::2243.338 3::2245.338 2::2248.338 17::3d.338 2::2261.338 b::224d.338 1::3c.338 1::3e.338 1::2264.338 1::2265.338 3::2272.338 1::2273.338 3::2276.338 1::2277.338 7::227a.338 1::227b.338 3::2282.338 1::2283.338 3::2286.338 1::2287.338 23::22a2.338 1::22a8.338 1::22a9.338 1::22ab.338 31::227c.338 1::227d.338 1::2291.338 1::2292.338 7::22b2.338 1::22b3.338 1::22b4.338 1::22b5.338 3c,2::3008 137,9:7:31 9:7:31.30 1:7:31.31 1:7:31.32 1:7:31.33 1:7:31.34 1:7:31.35 1:7:31.36 1:7:31.37 1:7:31.38 1:7:31.39 1:7:32.30 1:2:28.31.29 1:2:28.32.29 1:2:28.33.29 1:2:28.34.29 1:2:28.35.29 1:2:28.36.29 1:2:28.37.29 1:2:28.38.29 1:2:28.39.29 1:2:28.31.30.29 1:2:28.31.31.29 1:2:28.31.32.29 1:2:28.31.33.29 1:2:28.31.34.29 1:2:28.31.35.29 1:2:28.31.36.29 1:2:28.31.37.29 1:2:28.31.38.29 1:2:28.31.39.29 1:2:28.32.30.29 1:2:31.2e 1:2:32.2e 1:2:33.2e 1:2:34.2e 1:2:35.2e 1:2:36.2e 1:2:37.2e 1:2:38.2e 1:2:39.2e 1:2:31.30.2e 1:2:31.31.2e 1:2:31.32.2e 1:2:31.33.2e 1:2:31.34.2e 1:2:31.35.2e 1:2:31.36.2e 1:2:31.37.2e 1:2:31.38.2e 1:2:31.39.2e 1:2:32.30.2e 1:2:28.61.29 1:2:28.62.29 1:2:28.63.29 1:2:28.64.29 1:2:28.65.29 1:2:28.66.29 1:2:28.67.29 1:2:28.68.29 1:2:28.69.29 1:2:28.6a.29 1:2:28.6b.29 1:2:28.6c.29 1:2:28.6d.29 1:2:28.6e.29 1:2:28.6f.29 1:2:28.70.29 1:2:28.71.29 1:2:28.72.29 1:2:28.73.29 1:2:28.74.29 1:2:28.75.29 1:2:28.76.29 1:2:28.77.29 1:2:28.78.29 1:2:28.79.29 1:2:28.7a.29 1,1a:7:41 1a,1a:7:61 1a:7:30 522:2:222b.222b.222b.222b 68:2:3a.3a.3d 1:2:3d.3d 1:2:3d.3d.3d 66::2add.338 1a0:5:6a 1:3:56 f2:3:2d61 130:2:6bcd 54:2:9f9f d:2:4e00 1:2:4e28 1:2:4e36 1:2:4e3f 1:2:4e59 1:2:4e85 1:2:4e8c 1:2:4ea0 1:2:4eba 1:2:513f 1:2:5165 1:2:516b 1:2:5182 1:2:5196 1:2:51ab 1:2:51e0 1:2:51f5 1:2:5200 1:2:529b 1:2:52f9 1:2:5315 1:2:531a 1:2:5338 1:2:5341 1:2:535c 1:2:5369 1:2:5382 1:2:53b6 1:2:53c8 1:2:53e3 1:2:56d7 1:2:571f 1:2:58eb 1:2:5902 1:2:590a 1:2:5915 1:2:5927 1:2:5973 1:2:5b50 1:2:5b80 1:2:5bf8 1:2:5c0f 1:2:5c22 1:2:5c38 1:2:5c6e 1:2:5c71 1:2:5ddb 1:2:5de5 1:2:5df1 1:2:5dfe 1:2:5e72 1:2:5e7a 1:2:5e7f 1:2:5ef4 1:2:5efe 1:2:5f0b 1:2:5f13 1:2:5f50 1:2:5f61 1:2:5f73 1:2:5fc3 1:2:6208 1:2:6236 1:2:624b 1:2:652f 1:2:6534 1:2:6587 1:2:6597 1:2:65a4 1:2:65b9 1:2:65e0 1:2:65e5 1:2:66f0 1:2:6708 1:2:6728 1:2:6b20 1:2:6b62 1:2:6b79 1:2:6bb3 1:2:6bcb 1:2:6bd4 1:2:6bdb 1:2:6c0f 1:2:6c14 1:2:6c34 1:2:706b 1:2:722a 1:2:7236 1:2:723b 1:2:723f 1:2:7247 1:2:7259 1:2:725b 1:2:72ac 1:2:7384 1:2:7389 1:2:74dc 1:2:74e6 1:2:7518 1:2:751f 1:2:7528 1:2:7530 1:2:758b 1:2:7592 1:2:7676 1:2:767d 1:2:76ae 1:2:76bf 1:2:76ee 1:2:77db 1:2:77e2 1:2:77f3 1:2:793a 1:2:79b8 1:2:79be 1:2:7a74 1:2:7acb 1:2:7af9 1:2:7c73 1:2:7cf8 1:2:7f36 1:2:7f51 1:2:7f8a 1:2:7fbd 1:2:8001 1:2:800c 1:2:8012 1:2:8033 1:2:807f 1:2:8089 1:2:81e3 1:2:81ea 1:2:81f3 1:2:81fc 1:2:820c 1:2:821b 1:2:821f 1:2:826e 1:2:8272 1:2:8278 1:2:864d 1:2:866b 1:2:8840 1:2:884c 1:2:8863 1:2:897e 1:2:898b 1:2:89d2 1:2:8a00 1:2:8c37 1:2:8c46 1:2:8c55 1:2:8c78 1:2:8c9d 1:2:8d64 1:2:8d70 1:2:8db3 1:2:8eab 1:2:8eca 1:2:8f9b 1:2:8fb0 1:2:8fb5 1:2:9091 1:2:9149 1:2:91c6 1:2:91cc 1:2:91d1 1:2:9577 1:2:9580 1:2:961c 1:2:96b6 1:2:96b9 1:2:96e8 1:2:9751 1:2:975e 1:2:9762 1:2:9769 1:2:97cb 1:2:97ed 1:2:97f3 1:2:9801 1:2:98a8 1:2:98db 1:2:98df 1:2:9996 1:2:9999 1:2:99ac 1:2:9aa8 1:2:9ad8 1:2:9adf 1:2:9b25 1:2:9b2f 1:2:9b32 1:2:9b3c 1:2:9b5a 1:2:9ce5 1:2:9e75 1:2:9e7f 1:2:9ea5 1:2:9ebb 1:2:9ec3 1:2:9ecd 1:2:9ed1 1:2:9ef9 1:2:9efd 1:2:9f0e 1:2:9f13 1:2:9f20 1:2:9f3b 1:2:9f4a 1:2:9f52 1:2:9f8d 1:2:9f9c 1:2:9fa0 2b:8:20 36:2:3012 2:2:5341 1,2:2:5344 13::304b.3099 2::304d.3099 2::304f.3099 2::3051.3099 2::3053.3099 2::3055.3099 2::3057.3099 2::3059.3099 2::305b.3099 2::305d.3099 2::305f.3099 2::3061.3099 3::3064.3099 2::3066.3099 2::3068.3099 7::306f.3099 1::306f.309a 2::3072.3099 1::3072.309a 2::3075.3099 1::3075.309a 2::3078.3099 1::3078.309a 2::307b.3099 1::307b.309a 17::3046.3099 7:2:20.3099 1:2:20.309a 2::309d.3099 1:9:3088.308a d::30ab.3099 2::30ad.3099 2::30af.3099 2::30b1.3099 2::30b3.3099 2::30b5.3099 2::30b7.3099 2::30b9.3099 2::30bb.3099 2::30bd.3099 2::30bf.3099 2::30c1.3099 3::30c4.3099 2::30c6.3099 2::30c8.3099 7::30cf.3099 1::30cf.309a 2::30d2.3099 1::30d2.309a 2::30d5.3099 1::30d5.309a 2::30d8.3099 1::30d8.309a 2::30db.3099 1::30db.309a 17::30a6.3099 3::30ef.3099 1::30f0.3099 1::30f1.3099 1::30f2.3099 4::30fd.3099 1:9:30b3.30c8 32,2:2:1100 2:2:11aa 1:2:1102 1,2:2:11ac 2,3:2:1103 3,6:2:11b0 6:2:111a 1,3:2:1106 3:2:1121 1,a:2:1109 a,15:2:1161 15:2:1160 1,2:2:1114 2,2:2:11c7 2:2:11cc 1:2:11ce 1:2:11d3 1:2:11d7 1:2:11d9 1:2:111c 1:2:11dd 1:2:11df 1,2:2:111d 2:2:1120 1,2:2:1122 2:2:1127 1:2:1129 1,5:2:112b 5:2:1132 1:2:1136 1:2:1140 1:2:1147 1:2:114c 1,2:2:11f1 2,3:2:1157 3,2:2:1184 2:2:1188 1,2:2:1191 2:2:1194 1:2:119e 1:2:11a1 4:3:4e00 1:3:4e8c 1:3:4e09 1:3:56db 1:3:4e0a 1:3:4e2d 1:3:4e0b 1:3:7532 1:3:4e59 1:3:4e19 1:3:4e01 1:3:5929 1:3:5730 1:3:4eba 61:2:28.1100.29 1:2:28.1102.29 1:2:28.1103.29 1:2:28.1105.29 1:2:28.1106.29 1:2:28.1107.29 1:2:28.1109.29 1:2:28.110b.29 1:2:28.110c.29 1:2:28.110e.29 1:2:28.110f.29 1:2:28.1110.29 1:2:28.1111.29 1:2:28.1112.29 1:2:28.1100.1161.29 1:2:28.1102.1161.29 1:2:28.1103.1161.29 1:2:28.1105.1161.29 1:2:28.1106.1161.29 1:2:28.1107.1161.29 1:2:28.1109.1161.29 1:2:28.110b.1161.29 1:2:28.110c.1161.29 1:2:28.110e.1161.29 1:2:28.110f.1161.29 1:2:28.1110.1161.29 1:2:28.1111.1161.29 1:2:28.1112.1161.29 1:2:28.110c.116e.29 1:2:28.110b.1169.110c.1165.11ab.29 1:2:28.110b.1169.1112.116e.29 2:2:28.4e00.29 1:2:28.4e8c.29 1:2:28.4e09.29 1:2:28.56db.29 1:2:28.4e94.29 1:2:28.516d.29 1:2:28.4e03.29 1:2:28.516b.29 1:2:28.4e5d.29 1:2:28.5341.29 1:2:28.6708.29 1:2:28.706b.29 1:2:28.6c34.29 1:2:28.6728.29 1:2:28.91d1.29 1:2:28.571f.29 1:2:28.65e5.29 1:2:28.682a.29 1:2:28.6709.29 1:2:28.793e.29 1:2:28.540d.29 1:2:28.7279.29 1:2:28.8ca1.29 1:2:28.795d.29 1:2:28.52b4.29 1:2:28.4ee3.29 1:2:28.547c.29 1:2:28.5b66.29 1:2:28.76e3.29 1:2:28.4f01.29 1:2:28.8cc7.29 1:2:28.5354.29 1:2:28.796d.29 1:2:28.4f11.29 1:2:28.81ea.29 1:2:28.81f3.29 1:7:554f 1:7:5e7c 1:7:6587 1:7:7b8f 9:a:50.54.45 1:7:32.31 1:7:32.32 1:7:32.33 1:7:32.34 1:7:32.35 1:7:32.36 1:7:32.37 1:7:32.38 1:7:32.39 1:7:33.30 1:7:33.31 1:7:33.32 1:7:33.33 1:7:33.34 1:7:33.35 1:7:1100 1,2:7:1102 2,3:7:1105 3:7:1109 1,2:7:110b 2,5:7:110e 5:7:1100.1161 1:7:1102.1161 1:7:1103.1161 1:7:1105.1161 1:7:1106.1161 1:7:1107.1161 1:7:1109.1161 1:7:110b.1161 1:7:110c.1161 1:7:110e.1161 1:7:110f.1161 1:7:1110.1161 1:7:1111.1161 1:7:1112.1161 1:7:110e.1161.11b7.1100.1169 1:7:110c.116e.110b.1174 1:7:110b.116e 2:7:4e00 1:7:4e8c 1:7:4e09 1:7:56db 1:7:4e94 1:7:516d 1:7:4e03 1:7:516b 1:7:4e5d 1:7:5341 1:7:6708 1:7:706b 1:7:6c34 1:7:6728 1:7:91d1 1:7:571f 1:7:65e5 1:7:682a 1:7:6709 1:7:793e 1:7:540d 1:7:7279 1:7:8ca1 1:7:795d 1:7:52b4 1:7:79d8 1:7:7537 1:7:5973 1:7:9069 1:7:512a 1:7:5370 1:7:6ce8 1:7:9805 1:7:4f11 1:7:5199 1:7:6b63 1:7:4e0a 1:7:4e2d 1:7:4e0b 1:7:5de6 1:7:53f3 1:7:533b 1:7:5b97 1:7:5b66 1:7:76e3 1:7:4f01 1:7:8cc7 1:7:5354 1:7:591c 1:7:33.36 1:7:33.37 1:7:33.38 1:7:33.39 1:7:34.30 1:7:34.31 1:7:34.32 1:7:34.33 1:7:34.34 1:7:34.35 1:7:34.36 1:7:34.37 1:7:34.38 1:7:34.39 1:7:35.30 1:2:31.6708 1:2:32.6708 1:2:33.6708 1:2:34.6708 1:2:35.6708 1:2:36.6708 1:2:37.6708 1:2:38.6708 1:2:39.6708 1:2:31.30.6708 1:2:31.31.6708 1:2:31.32.6708 1:a:48.67 1:a:65.72.67 1:a:65.56 1:a:4c.54.44 1:7:30a2 1:7:30a4 1:7:30a6 1:7:30a8 1,2:7:30aa 2:7:30ad 1:7:30af 1:7:30b1 1:7:30b3 1:7:30b5 1:7:30b7 1:7:30b9 1:7:30bb 1:7:30bd 1:7:30bf 1:7:30c1 1:7:30c4 1:7:30c6 1:7:30c8 1,6:7:30ca 6:7:30d2 1:7:30d5 1:7:30d8 1:7:30db 1,5:7:30de 5:7:30e4 1:7:30e6 1,6:7:30e8 6,4:7:30ef 4:a:4ee4.548c 1:a:30a2.30d1.30fc.30c8 1:a:30a2.30eb.30d5.30a1 1:a:30a2.30f3.30da.30a2 1:a:30a2.30fc.30eb 1:a:30a4.30cb.30f3.30b0 1:a:30a4.30f3.30c1 1:a:30a6.30a9.30f3 1:a:30a8.30b9.30af.30fc.30c9 1:a:30a8.30fc.30ab.30fc 1:a:30aa.30f3.30b9 1:a:30aa.30fc.30e0 1:a:30ab.30a4.30ea 1:a:30ab.30e9.30c3.30c8 1:a:30ab.30ed.30ea.30fc 1:a:30ac.30ed.30f3 1:a:30ac.30f3.30de 1:a:30ae.30ac 1:a:30ae.30cb.30fc 1:a:30ad.30e5.30ea.30fc 1:a:30ae.30eb.30c0.30fc 1:a:30ad.30ed 1:a:30ad.30ed.30b0.30e9.30e0 1:a:30ad.30ed.30e1.30fc.30c8.30eb 1:a:30ad.30ed.30ef.30c3.30c8 1:a:30b0.30e9.30e0 1:a:30b0.30e9.30e0.30c8.30f3 1:a:30af.30eb.30bc.30a4.30ed 1:a:30af.30ed.30fc.30cd 1:a:30b1.30fc.30b9 1:a:30b3.30eb.30ca 1:a:30b3.30fc.30dd 1:a:30b5.30a4.30af.30eb 1:a:30b5.30f3.30c1.30fc.30e0 1:a:30b7.30ea.30f3.30b0 1:a:30bb.30f3.30c1 1:a:30bb.30f3.30c8 1:a:30c0.30fc.30b9 1:a:30c7.30b7 1:a:30c9.30eb 1:a:30c8.30f3 1:a:30ca.30ce 1:a:30ce.30c3.30c8 1:a:30cf.30a4.30c4 1:a:30d1.30fc.30bb.30f3.30c8 1:a:30d1.30fc.30c4 1:a:30d0.30fc.30ec.30eb 1:a:30d4.30a2.30b9.30c8.30eb 1:a:30d4.30af.30eb 1:a:30d4.30b3 1:a:30d3.30eb 1:a:30d5.30a1.30e9.30c3.30c9 1:a:30d5.30a3.30fc.30c8 1:a:30d6.30c3.30b7.30a7.30eb 1:a:30d5.30e9.30f3 1:a:30d8.30af.30bf.30fc.30eb 1:a:30da.30bd 1:a:30da.30cb.30d2 1:a:30d8.30eb.30c4 1:a:30da.30f3.30b9 1:a:30da.30fc.30b8 1:a:30d9.30fc.30bf 1:a:30dd.30a4.30f3.30c8 1:a:30dc.30eb.30c8 1:a:30db.30f3 1:a:30dd.30f3.30c9 1:a:30db.30fc.30eb 1:a:30db.30fc.30f3 1:a:30de.30a4.30af.30ed 1:a:30de.30a4.30eb 1:a:30de.30c3.30cf 1:a:30de.30eb.30af 1:a:30de.30f3.30b7.30e7.30f3 1:a:30df.30af.30ed.30f3 1:a:30df.30ea 1:a:30df.30ea.30d0.30fc.30eb 1:a:30e1.30ac 1:a:30e1.30ac.30c8.30f3 1:a:30e1.30fc.30c8.30eb 1:a:30e4.30fc.30c9 1:a:30e4.30fc.30eb 1:a:30e6.30a2.30f3 1:a:30ea.30c3.30c8.30eb 1:a:30ea.30e9 1:a:30eb.30d4.30fc 1:a:30eb.30fc.30d6.30eb 1:a:30ec.30e0 1:a:30ec.30f3.30c8.30b2.30f3 1:a:30ef.30c3.30c8 1:2:30.70b9 1:2:31.70b9 1:2:32.70b9 1:2:33.70b9 1:2:34.70b9 1:2:35.70b9 1:2:36.70b9 1:2:37.70b9 1:2:38.70b9 1:2:39.70b9 1:2:31.30.70b9 1:2:31.31.70b9 1:2:31.32.70b9 1:2:31.33.70b9 1:2:31.34.70b9 1:2:31.35.70b9 1:2:31.36.70b9 1:2:31.37.70b9 1:2:31.38.70b9 1:2:31.39.70b9 1:2:32.30.70b9 1:2:32.31.70b9 1:2:32.32.70b9 1:2:32.33.70b9 1:2:32.34.70b9 1:a:68.50.61 1:a:64.61 1:a:41.55 1:a:62.61.72 1:a:6f.56 1:a:70.63 1:a:64.6d 1:a:64.6d.b2 1:a:64.6d.b3 1:a:49.55 1:a:5e73.6210 1:a:662d.548c 1:a:5927.6b63 1:a:660e.6cbb 1:a:682a.5f0f.4f1a.793e 1:a:70.41 1:a:6e.41 1:a:3bc.41 1:a:6d.41 1:a:6b.41 1:a:4b.42 1:a:4d.42 1:a:47.42 1:a:63.61.6c 1:a:6b.63.61.6c 1:a:70.46 1:a:6e.46 1:a:3bc.46 1:a:3bc.67 1:a:6d.67 1:a:6b.67 1:a:48.7a 1:a:6b.48.7a 1:a:4d.48.7a 1:a:47.48.7a 1:a:54.48.7a 1:a:3bc.2113 1:a:6d.2113 1:a:64.2113 1:a:6b.2113 1:a:66.6d 1:a:6e.6d 1:a:3bc.6d 1:a:6d.6d 1:a:63.6d 1:a:6b.6d 1:a:6d.6d.b2 1:a:63.6d.b2 1:a:6d.b2 1:a:6b.6d.b2 1:a:6d.6d.b3 1:a:63.6d.b3 1:a:6d.b3 1:a:6b.6d.b3 1:a:6d.2215.73 1:a:6d.2215.73.b2 1:a:50.61 1:a:6b.50.61 1:a:4d.50.61 1:a:47.50.61 1:a:72.61.64 1:a:72.61.64.2215.73 1:a:72.61.64.2215.73.b2 1:a:70.73 1:a:6e.73 1:a:3bc.73 1:a:6d.73 1:a:70.56 1:a:6e.56 1:a:3bc.56 1:a:6d.56 1:a:6b.56 1:a:4d.56 1:a:70.57 1:a:6e.57 1:a:3bc.57 1:a:6d.57 1:a:6b.57 1:a:4d.57 1:a:6b.3a9 1:a:4d.3a9 1:a:61.2e.6d.2e 1:a:42.71 1:a:63.63", " 1:a:63.64 1:a:43.2215.6b.67 1:a:43.6f.2e 1:a:64.42 1:a:47.79 1:a:68.61 1:a:48.50 1:a:69.6e 1:a:4b.4b 1:a:4b.4d 1:a:6b.74 1:a:6c.6d 1:a:6c.6e 1:a:6c.6f.67 1:a:6c.78 1:a:6d.62 1:a:6d.69.6c 1:a:6d.6f.6c 1:a:50.48 1:a:70.2e.6d.2e 1:a:50.50.4d 1:a:50.52 1:a:73.72 1:a:53.76 1:a:57.62 1:a:56.2215.6d 1:a:41.2215.6d 1:2:31.65e5 1:2:32.65e5 1:2:33.65e5 1:2:34.65e5 1:2:35.65e5 1:2:36.65e5 1:2:37.65e5 1:2:38.65e5 1:2:39.65e5 1:2:31.30.65e5 1:2:31.31.65e5 1:2:31.32.65e5 1:2:31.33.65e5 1:2:31.34.65e5 1:2:31.35.65e5 1:2:31.36.65e5 1:2:31.37.65e5 1:2:31.38.65e5 1:2:31.39.65e5 1:2:32.30.65e5 1:2:32.31.65e5 1:2:32.32.65e5 1:2:32.33.65e5 1:2:32.34.65e5 1:2:32.35.65e5 1:2:32.36.65e5 1:2:32.37.65e5 1:2:32.38.65e5 1:2:32.39.65e5 1:2:33.30.65e5 1:2:33.31.65e5 1:a:67.61.6c 729d:3:44a 1:3:44c d3:3:a76f 82:3:43 1:3:46 1:3:51 4:3:126 1:3:153 363:3:a727 1:3:ab37 1:3:26b 1:3:ab52 a:3:28d 4d97::8c48 1::66f4 1::8eca 1::8cc8 1::6ed1 1::4e32 1::53e5 1::9f9c 1::9f9c 1::5951 1::91d1 1::5587 1::5948 1::61f6 1::7669 1::7f85 1::863f 1::87ba 1::88f8 1::908f 1::6a02 1::6d1b 1::70d9 1::73de 1::843d 1::916a 1::99f1 1::4e82 1::5375 1::6b04 1::721b 1::862d 1::9e1e 1::5d50 1::6feb 1::85cd 1::8964 1::62c9 1::81d8 1::881f 1::5eca 1::6717 1::6d6a 1::72fc 1::90ce 1::4f86 1::51b7 1::52de 1::64c4 1::6ad3 1::7210 1::76e7 1::8001 1::8606 1::865c 1::8def 1::9732 1::9b6f 1::9dfa 1::788c 1::797f 1::7da0 1::83c9 1::9304 1::9e7f 1::8ad6 1::58df 1::5f04 1::7c60 1::807e 1::7262 1::78ca 1::8cc2 1::96f7 1::58d8 1::5c62 1::6a13 1::6dda 1::6f0f 1::7d2f 1::7e37 1::964b 1::52d2 1::808b 1::51dc 1::51cc 1::7a1c 1::7dbe 1::83f1 1::9675 1::8b80 1::62cf 1::6a02 1::8afe 1::4e39 1::5be7 1::6012 1::7387 1::7570 1::5317 1::78fb 1::4fbf 1::5fa9 1::4e0d 1::6ccc 1::6578 1::7d22 1::53c3 1::585e 1::7701 1::8449 1::8aaa 1::6bba 1::8fb0 1::6c88 1::62fe 1::82e5 1::63a0 1::7565 1::4eae 1::5169 1::51c9 1::6881 1::7ce7 1::826f 1::8ad2 1::91cf 1::52f5 1::5442 1::5973 1::5eec 1::65c5 1::6ffe 1::792a 1::95ad 1::9a6a 1::9e97 1::9ece 1::529b 1::66c6 1::6b77 1::8f62 1::5e74 1::6190 1::6200 1::649a 1::6f23 1::7149 1::7489 1::79ca 1::7df4 1::806f 1::8f26 1::84ee 1::9023 1::934a 1::5217 1::52a3 1::54bd 1::70c8 1::88c2 1::8aaa 1::5ec9 1::5ff5 1::637b 1::6bae 1::7c3e 1::7375 1::4ee4 1::56f9 1::5be7 1::5dba 1::601c 1::73b2 1::7469 1::7f9a 1::8046 1::9234 1::96f6 1::9748 1::9818 1::4f8b 1::79ae 1::91b4 1::96b8 1::60e1 1::4e86 1::50da 1::5bee 1::5c3f 1::6599 1::6a02 1::71ce 1::7642 1::84fc 1::907c 1::9f8d 1::6688 1::962e 1::5289 1::677b 1::67f3 1::6d41 1::6e9c 1::7409 1::7559 1::786b 1::7d10 1::985e 1::516d 1::622e 1::9678 1::502b 1::5d19 1::6dea 1::8f2a 1::5f8b 1::6144 1::6817 1::7387 1::9686 1::5229 1::540f 1::5c65 1::6613 1::674e 1::68a8 1::6ce5 1::7406 1::75e2 1::7f79 1::88cf 1::88e1 1::91cc 1::96e2 1::533f 1::6eba 1::541d 1::71d0 1::7498 1::85fa 1::96a3 1::9c57 1::9e9f 1::6797 1::6dcb 1::81e8 1::7acb 1::7b20 1::7c92 1::72c0 1::7099 1::8b58 1::4ec0 1::8336 1::523a 1::5207 1::5ea6 1::62d3 1::7cd6 1::5b85 1::6d1e 1::66b4 1::8f3b 1::884c 1::964d 1::898b 1::5ed3 1::5140 1::55c0 3::585a 2::6674 3::51de 1::732a 1::76ca 1::793c 1::795e 1::7965 1::798f 1::9756 1::7cbe 1::7fbd 2::8612 2::8af8 3::9038 1::90fd 4::98ef 1::98fc 1::9928 1::9db4 1::90de 1::96b7 1::4fae 1::50e7 1::514d 1::52c9 1::52e4 1::5351 1::559d 1::5606 1::5668 1::5840 1::58a8 1::5c64 1::5c6e 1::6094 1::6168 1::618e 1::61f2 1::654f 1::65e2 1::6691 1::6885 1::6d77 1::6e1a 1::6f22 1::716e 1::722b 1::7422 1::7891 1::793e 1::7949 1::7948 1::7950 1::7956 1::795d 1,2::798d 2::7a40 1::7a81 1::7bc0 1::7df4 1::7e09 1::7e41 1::7f72 1::8005 1::81ed 1::8279 1::8279 1::8457 1::8910 1::8996 1::8b01 1::8b39 1::8cd3 1::8d08 1::8fb6 1::9038 1::96e3 1::97ff 1::983b 1::6075 1::242ee 1::8218 3::4e26 1::51b5 1::5168 1::4f80 1::5145 1::5180 1::52c7 1::52fa 1::559d 1::5555 1::5599 1::55e2 1::585a 1::58b3 1::5944 1::5954 1::5a62 1::5b28 1::5ed2 1::5ed9 1::5f69 1::5fad 1::60d8 1::614e 1::6108 1::618e 1::6160 1::61f2 1::6234 1::63c4 1::641c 1::6452 1::6556 1::6674 1::6717 1::671b 1::6756 1::6b79 1::6bba 1::6d41 1::6edb 1::6ecb 1::6f22 1::701e 1::716e 1::77a7 1::7235 1::72af 1::732a 1::7471 1::7506 1::753b 1::761d 1::761f 1::76ca 1::76db 1::76f4 1::774a 1::7740 1::78cc 1::7ab1 1::7bc0 1::7c7b 1::7d5b 1::7df4 1::7f3e 1::8005 1::8352 1::83ef 1::8779 1::8941 1::8986 1::8996 1::8abf 1::8af8 1::8acb 1::8b01 1::8afe 1::8aed 1::8b39 1::8b8a 1::8d08 1::8f38 1::9072 1::9199 1::9276 1::967c 1::96e3 1::9756 1::97db 1::97ff 1::980b 1::983b 1::9b12 1::9f9c 1::2284a 1::22844 1::233d5 1::3b9d 1::4018 1::4039 1::25249 1::25cd0 1::27ed3 1::9f43 1::9f8e 27:2:66.66 1:2:66.69 1:2:66.6c 1:2:66.66.69 1:2:66.66.6c 1:2:17f.74 1:2:73.74 d:2:574.576 1:2:574.565 1:2:574.56b 1:2:57e.576 1:2:574.56d 6::5d9.5b4 2::5f2.5b7 1:6:5e2 1:6:5d0 1,2:6:5d3 2,3:6:5db 3:6:5e8 1:6:5ea 1:6:2b 1::5e9.5c1 1::5e9.5c2 1::fb49.5c1 1::fb49.5c2 1::5d0.5b7 1::5d0.5b8 1::5d0.5bc 1::5d1.5bc 1::5d2.5bc 1::5d3.5bc 1::5d4.5bc 1::5d5.5bc 1::5d6.5bc 2::5d8.5bc 1::5d9.5bc 1::5da.5bc 1::5db.5bc 1::5dc.5bc 2::5de.5bc 2::5e0.5bc 1::5e1.5bc 2::5e3.5bc 1::5e4.5bc 2::5e6.5bc 1::5e7.5bc 1::5e8.5bc 1::5e9.5bc 1::5ea.5bc 1::5d5.5b9 1::5d1.5bf 1::5db.5bf 1::5e4.5bf 1:2:5d0.5dc 1:b:671 1:c:671 1:b:67b 1:c:67b 1:d:67b 1:e:67b 1:b:67e 1:c:67e 1:d:67e 1:e:67e 1:b:680 1:c:680 1:d:680 1:e:680 1:b:67a 1:c:67a 1:d:67a 1:e:67a 1:b:67f 1:c:67f 1:d:67f 1:e:67f 1:b:679 1:c:679 1:d:679 1:e:679 1:b:6a4 1:c:6a4 1:d:6a4 1:e:6a4 1:b:6a6 1:c:6a6 1:d:6a6 1:e:6a6 1:b:684 1:c:684 1:d:684 1:e:684 1:b:683 1:c:683 1:d:683 1:e:683 1:b:686 1:c:686 1:d:686 1:e:686 1:b:687 1:c:687 1:d:687 1:e:687 1:b:68d 1:c:68d 1:b:68c 1:c:68c 1:b:68e 1:c:68e 1:b:688 1:c:688 1:b:698 1:c:698 1:b:691 1:c:691 1:b:6a9 1:c:6a9 1:d:6a9 1:e:6a9 1:b:6af 1:c:6af 1:d:6af 1:e:6af 1:b:6b3 1:c:6b3 1:d:6b3 1:e:6b3 1:b:6b1 1:c:6b1 1:d:6b1 1:e:6b1 1:b:6ba 1:c:6ba 1:b:6bb 1:c:6bb 1:d:6bb 1:e:6bb 1:b:6c0 1:c:6c0 1:b:6c1 1:c:6c1 1:d:6c1 1:e:6c1 1:b:6be 1:c:6be 1:d:6be 1:e:6be 1:b:6d2 1:c:6d2 1:b:6d3 1:c:6d3 22:b:6ad 1:c:6ad 1:d:6ad 1:e:6ad 1:b:6c7 1:c:6c7 1:b:6c6 1:c:6c6 1:b:6c8 1:c:6c8 1:b:677 1:b:6cb 1:c:6cb 1:b:6c5 1:c:6c5 1:b:6c9 1:c:6c9 1:b:6d0 1:c:6d0 1:d:6d0 1:e:6d0 1:d:649 1:e:649 1:b:626.627 1:c:626.627 1:b:626.6d5 1:c:626.6d5 1:b:626.648 1:c:626.648 1:b:626.6c7 1:c:626.6c7 1:b:626.6c6 1:c:626.6c6 1:b:626.6c8 1:c:626.6c8 1:b:626.6d0 1:c:626.6d0 1:d:626.6d0 1:b:626.649 1:c:626.649 1:d:626.649 1:b:6cc 1:c:6cc 1:d:6cc 1:e:6cc 1:b:626.62c 1:b:626.62d 1:b:626.645 1:b:626.649 1:b:626.64a 1:b:628.62c 1:b:628.62d 1:b:628.62e 1:b:628.645 1:b:628.649 1:b:628.64a 1:b:62a.62c 1:b:62a.62d 1:b:62a.62e 1:b:62a.645 1:b:62a.649 1:b:62a.64a 1:b:62b.62c 1:b:62b.645 1:b:62b.649 1:b:62b.64a 1:b:62c.62d 1:b:62c.645 1:b:62d.62c 1:b:62d.645 1:b:62e.62c 1:b:62e.62d 1:b:62e.645 1:b:633.62c 1:b:633.62d 1:b:633.62e 1:b:633.645 1:b:635.62d 1:b:635.645 1:b:636.62c 1:b:636.62d 1:b:636.62e 1:b:636.645 1:b:637.62d 1:b:637.645 1:b:638.645 1:b:639.62c 1:b:639.645 1:b:63a.62c 1:b:63a.645 1:b:641.62c 1:b:641.62d 1:b:641.62e 1:b:641.645 1:b:641.649 1:b:641.64a 1:b:642.62d 1:b:642.645 1:b:642.649 1:b:642.64a 1:b:643.627 1:b:643.62c 1:b:643.62d 1:b:643.62e 1:b:643.644 1:b:643.645 1:b:643.649 1:b:643.64a 1:b:644.62c 1:b:644.62d 1:b:644.62e 1:b:644.645 1:b:644.649 1:b:644.64a 1:b:645.62c 1:b:645.62d 1:b:645.62e 1:b:645.645 1:b:645.649 1:b:645.64a 1:b:646.62c 1:b:646.62d 1:b:646.62e 1:b:646.645 1:b:646.649 1:b:646.64a 1:b:647.62c 1:b:647.645 1:b:647.649 1:b:647.64a 1:b:64a.62c 1:b:64a.62d 1:b:64a.62e 1:b:64a.645 1:b:64a.649 1:b:64a.64a 1:b:630.670 1:b:631.670 1:b:649.670 1:b:20.64c.651 1:b:20.64d.651 1:b:20.64e.651 1:b:20.64f.651 1:b:20.650.651 1:b:20.651.670 1:c:626.631 1:c:626.632 1:c:626.645 1:c:626.646 1:c:626.649 1:c:626.64a 1:c:628.631 1:c:628.632 1:c:628.645 1:c:628.646 1:c:628.649 1:c:628.64a 1:c:62a.631 1:c:62a.632 1:c:62a.645 1:c:62a.646 1:c:62a.649 1:c:62a.64a 1:c:62b.631 1:c:62b.632 1:c:62b.645 1:c:62b.646 1:c:62b.649 1:c:62b.64a 1:c:641.649 1:c:641.64a 1:c:642.649 1:c:642.64a 1:c:643.627 1:c:643.644 1:c:643.645 1:c:643.649 1:c:643.64a 1:c:644.645 1:c:644.649 1:c:644.64a 1:c:645.627 1:c:645.645 1:c:646.631 1:c:646.632 1:c:646.645 1:c:646.646 1:c:646.649 1:c:646.64a 1:c:649.670 1:c:64a.631 1:c:64a.632 1:c:64a.645 1:c:64a.646 1:c:64a.649 1:c:64a.64a 1:d:626.62c 1:d:626.62d 1:d:626.62e 1:d:626.645 1:d:626.647 1:d:628.62c 1:d:628.62d 1:d:628.62e 1:d:628.645 1:d:628.647 1:d:62a.62c 1:d:62a.62d 1:d:62a.62e 1:d:62a.645 1:d:62a.647 1:d:62b.645 1:d:62c.62d 1:d:62c.645 1:d:62d.62c 1:d:62d.645 1:d:62e.62c 1:d:62e.645 1:d:633.62c 1:d:633.62d 1:d:633.62e 1:d:633.645 1:d:635.62d 1:d:635.62e 1:d:635.645 1:d:636.62c 1:d:636.62d 1:d:636.62e 1:d:636.645 1:d:637.62d 1:d:638.645 1:d:639.62c 1:d:639.645 1:d:63a.62c 1:d:63a.645 1:d:641.62c 1:d:641.62d 1:d:641.62e 1:d:641.645 1:d:642.62d 1:d:642.645 1:d:643.62c 1:d:643.62d 1:d:643.62e 1:d:643.644 1:d:643.645 1:d:644.62c 1:d:644.62d 1:d:644.62e 1:d:644.645 1:d:644.647 1:d:645.62c 1:d:645.62d 1:d:645.62e 1:d:645.645 1:d:646.62c 1:d:646.62d 1:d:646.62e 1:d:646.645 1:d:646.647 1:d:647.62c 1:d:647.645 1:d:647.670 1:d:64a.62c 1:d:64a.62d 1:d:64a.62e 1:d:64a.645 1:d:64a.647 1:e:626.645 1:e:626.647 1:e:628.645 1:e:628.647 1:e:62a.645 1:e:62a.647 1:e:62b.645 1:e:62b.647 1:e:633.645 1:e:633.647 1:e:634.645 1:e:634.647 1:e:643.644 1:e:643.645 1:e:644.645 1:e:646.645 1:e:646.647 1:e:64a.645 1:e:64a.647 1:e:640.64e.651 1:e:640.64f.651 1:e:640.650.651 1:b:637.649 1:b:637.64a 1:b:639.649 1:b:639.64a 1:b:63a.649 1:b:63a.64a 1:b:633.649 1:b:633.64a 1:b:634.649 1:b:634.64a 1:b:62d.649 1:b:62d.64a 1:b:62c.649 1:b:62c.64a 1:b:62e.649 1:b:62e.64a 1:b:635.649 1:b:635.64a 1:b:636.649 1:b:636.64a 1:b:634.62c 1:b:634.62d 1:b:634.62e 1:b:634.645 1:b:634.631 1:b:633.631 1:b:635.631 1:b:636.631 1:c:637.649 1:c:637.64a 1:c:639.649 1:c:639.64a 1:c:63a.649 1:c:63a.64a 1:c:633.649 1:c:633.64a 1:c:634.649 1:c:634.64a 1:c:62d.649 1:c:62d.64a 1:c:62c.649 1:c:62c.64a 1:c:62e.649 1:c:62e.64a 1:c:635.649 1:c:635.64a 1:c:636.649 1:c:636.64a 1:c:634.62c 1:c:634.62d 1:c:634.62e 1:c:634.645 1:c:634.631 1:c:633.631 1:c:635.631 1:c:636.631 1:d:634.62c 1:d:634.62d 1:d:634.62e 1:d:634.645 1:d:633.647 1:d:634.647 1:d:637.645 1:e:633.62c 1:e:633.62d 1:e:633.62e 1:e:634.62c 1:e:634.62d 1:e:634.62e 1:e:637.645 1:e:638.645 1:c:627.64b 1:b:627.64b 13:d:62a.62c.645 1:c:62a.62d.62c 1:d:62a.62d.62c 1:d:62a.62d.645 1:d:62a.62e.645 1:d:62a.645.62c 1:d:62a.645.62d 1:d:62a.645.62e 1:c:62c.645.62d 1:d:62c.645.62d 1:c:62d.645.64a 1:c:62d.645.649 1:d:633.62d.62c 1:d:633.62c.62d 1:c:633.62c.649 1:c:633.645.62d 1:d:633.645.62d 1:d:633.645.62c 1:c:633.645.645 1:d:633.645.645 1:c:635.62d.62d 1:d:635.62d.62d 1:c:635.645.645 1:c:634.62d.645 1:d:634.62d.645 1:c:634.62c.64a 1:c:634.645.62e 1:d:634.645.62e 1:c:634.645.645 1:d:634.645.645 1:c:636.62d.649 1:c:636.62e.645 1:d:636.62e.645 1:c:637.645.62d 1:d:637.645.62d 1:d:637.645.645 1:c:637.645.64a 1:c:639.62c.645 1:c:639.645.645 1:d:639.645.645 1:c:639.645.649 1:c:63a.645.645 1:c:63a.645.64a 1:c:63a.645.649 1:c:641.62e.645 1:d:641.62e.645 1:c:642.645.62d 1:c:642.645.645 1:c:644.62d.645 1:c:644.62d.64a 1:c:644.62d.649 1:d:644.62c.62c 1:c:644.62c.62c 1:c:644.62e.645 1:d:644.62e.645 1:c:644.645.62d 1:d:644.645.62d 1:d:645.62d.62c 1:d:645.62d.645 1:c:645.62d.64a 1:d:645.62c.62d 1:d:645.62c.645 1:d:645.62e.62c 1:d:645.62e.645 3:d:645.62c.62e 1:d:647.645.62c 1:d:647.645.645 1:d:646.62d.645 1:c:646.62d.649 1:c:646.62c.645 1:d:646.62c.645 1:c:646.62c.649 1:c:646.645.64a 1:c:646.645.649 1:c:64a.645.645 1:d:64a.645.645 1:c:628.62e.64a 1:c:62a.62c.64a 1:c:62a.62c.649 1:c:62a.62e.64a 1:c:62a.62e.649 1:c:62a.645.64a 1:c:62a.645.649 1:c:62c.645.64a 1:c:62c.62d.649 1:c:62c.645.649 1:c:633.62e.649 1:c:635.62d.64a 1:c:634.62d.64a 1:c:636.62d.64a 1:c:644.62c.64a 1:c:644.645.64a 1:c:64a.62d.64a 1:c:64a.62c.64a 1:c:64a.645.64a 1:c:645.645.64a 1:c:642.645.64a 1:c:646.62d.64a 1:d:642.645.62d 1:d:644.62d.645 1:c:639.645.64a 1:c:643.645.64a 1:d:646.62c.62d 1:c:645.62e.64a 1:d:644.62c.645 1:c:643.645.645 1:c:644.62c.645 1:c:646.62c.62d 1:c:62c.62d.64a 1:c:62d.62c.64a 1:c:645.62c.64a 1:c:641.645.64a 1:c:628.62d.64a 1:d:643.645.645 1:d:639.62c.645 1:d:635.645.645 1:c:633.62e.64a 1:c:646.62c.64a 29:b:635.644.6d2 1:b:642.644.6d2 1:b:627.644.644.647 1:b:627.643.628.631 1:b:645.62d.645.62f 1:b:635.644.639.645 1:b:631.633.648.644 1:b:639.644.64a.647 1:b:648.633.644.645 1:b:635.644.649 1:b:635.644.649.20.627.644.644.647.20.639.644.64a.647.20.648.633.644.645 1:b:62c.644.20.62c.644.627.644.647 1:b:631.6cc.627.644 14:9:2c 1,2:9:3001 2,2:9:3a 2:9:21 1:9:3f 1,2:9:3016 2:9:2026 17:9:2025 1:9:2014 1:9:2013 1:9:5f 1:9:5f 1,2:9:28 2:9:7b 1:9:7d 1,2:9:3014 2,2:9:3010 2,2:9:300a 2,2:9:3008 2,4:9:300c 6:9:5b 1:9:5d 1:2:203e 1:2:203e 1:2:203e 1:2:203e 1:2:5f 1:2:5f 1:2:5f 1:f:2c 1:f:3001 1:f:2e 2:f:3b 1:f:3a 1:f:3f 1:f:21 1:f:2014 1,2:f:28 2:f:7b 1:f:7d 1,2:f:3014 2:f:23 1:f:26 1,2:f:2a 2:f:2d 1:f:3c 1:f:3e 1:f:3d 2:f:5c 1,2:f:24 2:f:40 5:b:20.64b 1:e:640.64b 1:b:20.64c 2:b:20.64d 2:b:20.64e 1:e:640.64e 1:b:20.64f 1:e:640.64f 1:b:20.650 1:e:640.650 1:b:20.651 1:e:640.651 1:b:20.652 1:e:640.652 1,2:b:621 2:c:622 1:b:623 1:c:623 1:b:624 1:c:624 1:b:625 1:c:625 1:b:626 1:c:626 1:d:626 1:e:626 1:b:627 1:c:627 1:b:628 1:c:628 1:d:628 1:e:628 1:b:629 1:c:629 1:b:62a 1:c:62a 1:d:62a 1:e:62a 1:b:62b 1:c:62b 1:d:62b 1:e:62b 1:b:62c 1:c:62c 1:d:62c 1:e:62c 1:b:62d 1:c:62d 1:d:62d 1:e:62d 1:b:62e 1:c:62e 1:d:62e 1:e:62e 1:b:62f 1:c:62f 1:b:630 1:c:630 1:b:631 1:c:631 1:b:632 1:c:632 1:b:633 1:c:633 1:d:633 1:e:633 1:b:634 1:c:634 1:d:634 1:e:634 1:b:635 1:c:635 1:d:635 1:e:635 1:b:636 1:c:636 1:d:636 1:e:636 1:b:637 1:c:637 1:d:637 1:e:637 1:b:638 1:c:638 1:d:638 1:e:638 1:b:639 1:c:639 1:d:639 1:e:639 1:b:63a 1:c:63a 1:d:63a 1:e:63a 1:b:641 1:c:641 1:d:641 1:e:641 1:b:642 1:c:642 1:d:642 1:e:642 1:b:643 1:c:643 1:d:643 1:e:643 1:b:644 1:c:644 1:d:644 1:e:644 1:b:645 1:c:645 1:d:645 1:e:645 1:b:646 1:c:646 1:d:646 1:e:646 1:b:647 1:c:647 1:d:647 1:e:647 1:b:648 1:c:648 1:b:649 1:c:649 1:b:64a 1:c:64a 1:d:64a 1:e:64a 1:b:644.622 1:c:644.622 1:b:644.623 1:c:644.623 1:b:644.625 1:c:644.625 1:b:644.627 1:c:644.627 5,5e:8:21 5e,2:8:2985 2:10:3002 1,2:10:300c 2:10:3001 1:10:30fb 1:10:30f2 1:10:30a1 1:10:30a3 1:10:30a5 1:10:30a7 1:10:30a9 1:10:30e3 1:10:30e5 1:10:30e7 1:10:30c3 1:10:30fc 1:10:30a2 1:10:30a4 1:10:30a6 1:10:30a8 1,2:10:30aa 2:10:30ad 1:10:30af 1:10:30b1 1:10:30b3 1:10:30b5 1:10:30b7 1:10:30b9 1:10:30bb 1:10:30bd 1:10:30bf 1:10:30c1 1:10:30c4 1:10:30c6 1:10:30c8 1,6:10:30ca 6:10:30d2 1:10:30d5 1:10:30d8 1:10:30db 1,5:10:30de 5:10:30e4 1:10:30e6 1,6:10:30e8 6:10:30ef 1:10:30f3 1,2:10:3099 2:10:3164 1,1e:10:3131 21,6:10:314f 8,6:10:3155 8,6:10:315b 8,3:10:3161 6,2:8:a2 2:8:ac 1:8:af 1:8:a6 1:8:a5 1:8:20a9 2:10:2502 1,4:10:2190 4:10:25a0 1:10:25cb 793,2:3:2d0 2:3:e6 1:3:299 1:3:253 2:3:2a3 1:3:ab66 1:3:2a5 1:3:2a4 1,2:3:256 2:3:1d91 1:3:258 1:3:25e 1:3:2a9 1:3:264 1:3:262 1:3:260 1:3:29b 1:3:127 1:3:29c 1:3:267 1:3:284 1,2:3:2aa 2:3:26c 1:3:1df04 1:3:a78e 1:3:26e 1:3:1df05 1:3:28e 1:3:1df06 1:3:f8 1,2:3:276 2:3:71 1:3:27a 1:3:1df08 1,2:3:27d 2:3:280 1:3:2a8 1:3:2a6 1:3:ab67 1:3:2a7 1:3:288 1:3:2c71 2:3:28f 1,2:3:2a1 2:3:298 1,3:3:1c0 3:3:1df0a 1:3:1df1e 8e0::11099.110ba 2::1109b.110ba f::110a5.110ba 83::11131.11127 1::11132.11127 21c::11347.1133e 1::11347.11357 16f::114b9.114ba 1::114b9.114b0 2::114b9.114bd fc::115b8.115af 1::115b9.115af 37d::11935.11930 b826::1d157.1d165 1::1d158.1d165 1::1d15f.1d16e 1::1d15f.1d16f 1::1d15f.1d170 1::1d15f.1d171 1::1d15f.1d172 57::1d1b9.1d165 1::1d1ba.1d165 1::1d1bb.1d16e 1::1d1bc.1d16e 1::1d1bb.1d16f 1::1d1bc.1d16f 240,1a:6:41 1a,1a:6:61 1a,1a:6:41 1a,7:6:61 8,12:6:69 12,1a:6:41 1a,1a:6:61 1a:6:41 2,2:6:43 4:6:47 3,2:6:4a 4,4:6:4e 5,8:6:53 8,4:6:61 5:6:66 2,7:6:68 8,b:6:70 b,1a:6:41 1a,1a:6:61 1a,2:6:41 3,4:6:44 6,8:6:4a 9,7:6:53 8,1a:6:61 1a,2:6:41 3,4:6:44 5,5:6:49 6:6:4f 4,7:6:53 8,1a:6:61 1a,1a:6:41 1a,1a:6:61 1a,1a:6:41 1a,1a:6:61 1a,1a:6:41 1a,1a:6:61 1a,1a:6:41 1a,1a:6:61 1a,1a:6:41 1a,1a:6:61 1a,1a:6:41 1a,1a:6:61 1a:6:131 1:6:237 3,11:6:391 11:6:3f4 1,7:6:3a3 7:6:2207 1,19:6:3b1 19:6:2202 1:6:3f5 1:6:3d1 1:6:3f0 1:6:3d5 1:6:3f1 1:6:3d6 1,11:6:391 11:6:3f4 1,7:6:3a3 7:6:2207 1,19:6:3b1 19:6:2202 1:6:3f5 1:6:3d1 1:6:3f0 1:6:3d5 1:6:3f1 1:6:3d6 1,11:6:391 11:6:3f4 1,7:6:3a3 7:6:2207 1,19:6:3b1 19:6:2202 1:6:3f5 1:6:3d1 1:6:3f0 1:6:3d5 1:6:3f1 1:6:3d6 1,11:6:391 11:6:3f4 1,7:6:3a3 7:6:2207 1,19:6:3b1 19:6:2202 1:6:3f5 1:6:3d1 1:6:3f0 1:6:3d5 1:6:3f1 1:6:3d6 1,11:6:391 11:6:3f4 1,7:6:3a3 7:6:2207 1,19:6:3b1 19:6:2202 1:6:3f5 1:6:3d1 1:6:3f0 1:6:3d5 1:6:3f1 1:6:3d6 1,2:6:3dc 4,a:6:30 a,a:6:30 a,a:6:30 a,a:6:30 a,a:6:30 160a,2:6:627 2:6:62c 1:6:62f 2:6:648 1:6:632 1:6:62d 1:6:637 1:6:64a 1,4:6:643 4:6:633 1:6:639 1:6:641 1:6:635 1:6:642 1:6:631 1:6:634 1,2:6:62a 2:6:62e 1:6:630 1:6:636 1:6:638 1:6:63a 1:6:66e 1:6:6ba 1:6:6a1 1:6:66f 2:6:628 1:6:62c 2:6:647 3:6:62d 2:6:64a 1,4:6:643 4:6:633 1:6:639 1:6:641 1:6:635 1:6:642 2:6:634 1,2:6:62a 2:6:62e 2:6:636 2:6:63a 7:6:62c 5:6:62d 2:6:64a 2:6:644 2:6:646 1:6:633 1:6:639 2:6:635 1:6:642 2:6:634 3:6:62e 2:6:636 2:6:63a 2:6:6ba 2:6:66f 2:6:628 1:6:62c 2:6:647 3:6:62d 1:6:637 1:6:64a 1:6:643 2,2:6:645 2:6:633 1:6:639 1:6:641 1:6:635 1:6:642 2:6:634 1,2:6:62a 2:6:62e 2:6:636 1:6:638 1:6:63a 1:6:66e 2:6:6a1 2,2:6:627 2:6:62c 1:6:62f 1,2:6:647 2:6:632 1:6:62d 1:6:637 1:6:64a 2,3:6:644 3:6:633 1:6:639 1:6:641 1:6:635 1:6:642 1:6:631 1:6:634 1,2:6:62a 2:6:62e 1:6:630 1:6:636 1:6:638 1:6:63a 6:6:628 1:6:62c 1:6:62f 2:6:648 1:6:632 1:6:62d 1:6:637 1:6:64a 2,3:6:644 3:6:633 1:6:639 1:6:641 1:6:635 1:6:642 1:6:631 1:6:634 1,2:6:62a 2:6:62e 1:6:630 1:6:636 1:6:638 1:6:63a 245:2:30.2e 1:2:30.2c 1:2:31.2c 1:2:32.2c 1:2:33.2c 1:2:34.2c 1:2:35.2c 1:2:36.2c 1:2:37.2c 1:2:38.2c 1:2:39.2c 6:2:28.41.29 1:2:28.42.29 1:2:28.43.29 1:2:28.44.29 1:2:28.45.29 1:2:28.46.29 1:2:28.47.29 1:2:28.48.29 1:2:28.49.29 1:2:28.4a.29 1:2:28.4b.29 1:2:28.4c.29 1:2:28.4d.29 1:2:28.4e.29 1:2:28.4f.29 1:2:28.50.29 1:2:28.51.29 1:2:28.52.29 1:2:28.53.29 1:2:28.54.29 1:2:28.55.29 1:2:28.56.29 1:2:28.57.29 1:2:28.58.29 1:2:28.59.29 1:2:28.5a.29 1:2:3014.53.3015 1:7:43 1:7:52 1:7:43.44 1:7:57.5a 2,1a:a:41 1a:a:48.56 1:a:4d.56 1:a:53.44 1:a:53.53 1:a:50.50.56 1:a:57.43 1b:3:4d.43 1:3:4d.44 1:3:4d.52 24:a:44.4a 70:a:307b.304b 1:a:30b3.30b3 1:a:30b5 e:a:624b 1:a:5b57 1:a:53cc 1:a:30c7 1:a:4e8c 1:a:591a 1:a:89e3 1:a:5929 1:a:4ea4 1:a:6620 1:a:7121 1:a:6599 1:a:524d 1:a:5f8c 1:a:518d 1:a:65b0 1:a:521d 1:a:7d42 1:a:751f 1:a:8ca9 1:a:58f0 1:a:5439 1:a:6f14 1:a:6295 1:a:6355 1:a:4e00 1:a:4e09 1:a:904a 1:a:5de6 1:a:4e2d 1:a:53f3 1:a:6307 1:a:8d70 1:a:6253 1:a:7981 1:a:7a7a 1:a:5408 1:a:6e80 1:a:6709 1:a:6708 1:a:7533 1:a:5272 1:a:55b6 1:a:914d 5:2:3014.672c.3015 1:2:3014.4e09.3015 1:2:3014.4e8c.3015 1:2:3014.5b89.3015 1:2:3014.70b9.3015 1:2:3014.6253.3015 1:2:3014.76d7.3015 1:2:3014.52dd.3015 1:2:3014.6557.3015 8:7:5f97 1:7:53ef 99f,a:6:30 fc10::4e3d 1::4e38 1::4e41 1::20122 1::4f60 1::4fae 1::4fbb 1::5002 1::507a 1::5099 1::50e7 1::50cf 1::349e 1::2063a 1::514d 1::5154 1::5164 1::5177 1::2051c 1::34b9 1::5167 1::518d 1::2054b 1::5197 1::51a4 1::4ecc 1::51ac 1::51b5 1::291df 1::51f5 1::5203 1::34df 1::523b 1::5246 1::5272 1::5277 1::3515 1::52c7 1::52c9 1::52e4 1::52fa 1,2::5305 2::5317 1::5349 1::5351 1::535a 1::5373 1::537d 1::537f 1::537f 1::537f 1::20a2c 1::7070 1::53ca 1::53df 1::20b63 1::53eb 1::53f1 1::5406 1::549e 1::5438 1::5448 1::5468 1::54a2 1::54f6 1::5510 1::5553 1::5563 1::5584 1::5584 1::5599 1::55ab 1::55b3 1::55c2 1::5716 1::5606 1::5717 1::5651 1::5674 1::5207 1::58ee 1::57ce 1::57f4 1::580d 1::578b 1::5832 1::5831 1::58ac 1::214e4 1::58f2 1::58f7 1::5906 1::591a 1::5922 1::5962 1::216a8 1::216ea 1::59ec 1::5a1b 1::5a27 1::59d8 1::5a66 1::36ee 1::36fc 1::5b08 1::5b3e 1::5b3e 1::219c8 1::5bc3 1::5bd8 1::5be7 1::5bf3 1::21b18 1::5bff 1::5c06 1::5f53 1::5c22 1::3781 1::5c60 1::5c6e 1::5cc0 1::5c8d 1::21de4 1::5d43 1::21de6 1::5d6e 1::5d6b 1::5d7c 1,2::5de1 2::382f 1::5dfd 1::5e28 1::5e3d 1::5e69 1::3862 1::22183 1::387c 1::5eb0 1::5eb3 1::5eb6 1::5eca 1::2a392 1::5efe 1::22331 1::22331 1::8201 1::5f22 1::5f22 1::38c7 1::232b8 1::261da 1::5f62 1::5f6b 1::38e3 1::5f9a 1::5fcd 1::5fd7 1::5ff9 1::6081 1::393a 1::391c 1::6094 1::226d4 1::60c7 1::6148 1::614c 1::614e 1::614c 1::617a 1::618e 1::61b2 1::61a4 1::61af 1::61de 1::61f2 1::61f6 1::6210 1::621b 1::625d 1::62b1 1::62d4 1::6350 1::22b0c 1::633d 1::62fc 1::6368 1::6383 1::63e4 1::22bf1 1::6422 1::63c5 1::63a9 1::3a2e 1::6469 1::647e 1::649d 1::6477 1::3a6c 1::654f 1::656c 1::2300a 1::65e3 1::66f8 1::6649 1::3b19 1::6691 1::3b08 1::3ae4 1::5192 1::5195 1::6700 1::669c 1::80ad 1::43d9 1::6717 1::671b 1::6721 1::675e 1::6753 1::233c3 1::3b49 1::67fa 1::6785 1::6852 1::6885 1::2346d 1::688e 1::681f 1::6914 1::3b9d 1::6942 1::69a3 1::69ea 1::6aa8 1::236a3 1::6adb 1::3c18 1::6b21 1::238a7 1::6b54 1::3c4e 1::6b72 1::6b9f 1,2::6bba 2::23a8d 1::21d0b 1::23afa 1::6c4e 1::23cbc 1::6cbf 1::6ccd 1::6c67 1::6d16 1::6d3e 1::6d77 1::6d41 1::6d69 1::6d78 1::6d85 1::23d1e 1::6d34 1::6e2f 1::6e6e 1::3d33 1::6ecb 1::6ec7 1::23ed1 1::6df9 1::6f6e 1::23f5e 1::23f8e 1::6fc6 1::7039 1::701e 1::701b 1::3d96 1::704a 1::707d 1::7077 1::70ad 1::20525 1::7145 1::24263 1::719c 1::243ab 1::7228 1::7235 1::7250 1::24608 1::7280 1::7295 1::24735 1::24814 1::737a 1::738b 1::3eac 1::73a5 1::3eb8 1::3eb8 1::7447 1::745c 1::7471 1::7485 1::74ca 1::3f1b 1::7524 1::24c36 1::753e 1::24c92 1::7570 1::2219f 1::7610 1::24fa1 1::24fb8 1::25044 1::3ffc 1::4008 1::76f4 1::250f3 1::250f2 1::25119 1::25133 1,2::771e 2::771f 1::774a 1::4039 1::778b 1::4046 1::4096 1::2541d 1::784e 1::788c 1::78cc 1::40e3 1::25626 1::7956 1::2569a 1::256c5 1::798f 1::79eb 1::412f 1::7a40 1::7a4a 1::7a4f 1::2597c 1::25aa7 1::25aa7 1::7aee 1::4202 1::25bab 1::7bc6 1::7bc9 1::4227 1::25c80 1::7cd2 1::42a0 1::7ce8 1::7ce3 1::7d00 1::25f86 1::7d63 1::4301 1::7dc7 1::7e02 1::7e45 1::4334 1::26228 1::26247 1::4359 1::262d9 1::7f7a 1::2633e 1::7f95 1::7ffa 1::8005 1::264da 1::26523 1::8060 1::265a8 1::8070 1::2335f 1::43d5 1::80b2 1::8103 1::440b 1::813e 1::5ab5 1::267a7 1::267b5 1::23393 1::2339c 1::8201 1::8204 1::8f9e 1::446b 1::8291 1::828b 1::829d 1::52b3 1::82b1 1::82b3 1::82bd 1::82e6 1::26b3c 1::82e5 1::831d 1::8363 1::83ad 1::8323 1::83bd 1::83e7 1::8457 1::8353 1::83ca 1::83cc 1::83dc 1::26c36 1::26d6b 1::26cd5 1::452b 1::84f1 1::84f3 1::8516 1::273ca 1::8564 1::26f2c 1::455d 1::4561 1::26fb1 1::270d2 1::456b 1::8650 1::865c 1::8667 1::8669 1::86a9 1::8688 1::870e 1::86e2 1::8779 1::8728 1::876b 1::8786 1::45d7 1::87e1 1::8801 1::45f9 1::8860 1::8863 1::27667 1::88d7 1::88de 1::4635 1::88fa 1::34bb 1::278ae 1::27966 1::46be 1::46c7 1::8aa0 1::8aed 1::8b8a 1::8c55 1::27ca8 1::8cab 1::8cc1 1::8d1b 1::8d77 1::27f2f 1::20804 1::8dcb 1::8dbc 1::8df0 1::208de 1::8ed4 1::8f38 1::285d2 1::285ed 1::9094 1::90f1 1::9111 1::2872e 1::911b 1::9238 1,2::92d7 2::927c 1::93f9 1::9415 1::28bfa 1::958b 1::4995 1::95b7 1::28d77 1::49e6 1::96c3 1::5db2 1::9723 1::29145 1::2921a 1::4a6e 1::4a76 1::97e0 1::2940a 1::4ab2 1::29496 1::980b 1::980b 1::9829 1::295b6 1::98e2 1::4b33 1::9929 1::99a7 1::99c2 1::99fe 1::4bce 1::29b30 1::9b12 1::9c40 1::9cfd 1::4cce 1::4ced 1::9d67 1::2a0ce 1::4cf8 1::2a105 1::2a20e 1::2a291 1::9ebb 1::4d56 1::9ef9 1::9efe 1::9f05 1::9f0f 1::9f16 1::9f3b 1::2a600"};
  private static final String[] DECOMP_TAGS = {"", "<noBreak>", "<compat>", "<super>", "<fraction>", "<sub>",
      "<font>", "<circle>", "<wide>", "<vertical>", "<square>", "<isolated>", "<final>", "<initial>", "<medial>",
      "<small>", "<narrow>"};
  private static volatile Map<Integer, String> decompositions;

  private static Map<Integer, String> decompositions() {
    Map<Integer, String> d = decompositions;
    if (d != null) {
      return d;
    }
    Map<Integer, String> out = new java.util.HashMap<>();
    int cp = 0;
    for (String run : String.join("", DECOMP_DATA).trim().split(" ")) {
      String[] f = run.split(":", -1);
      String[] head = f[0].split(",");
      cp += Integer.parseInt(head[0], 16);
      int count = head.length > 1 ? Integer.parseInt(head[1], 16) : 1;
      String tag = f[1].isEmpty() ? "" : DECOMP_TAGS[Integer.parseInt(f[1], 16)];
      String[] mapping = f[2].split("\\.");
      for (int i = 0; i < count; i++) {
        StringBuilder sb = new StringBuilder(tag);
        for (String m : mapping) {
          if (sb.length() > 0) {
            sb.append(' ');
          }
          sb.append(String.format("%04X", Integer.parseInt(m, 16) + i));
        }
        out.put(cp + i, sb.toString());
      }
    }
    decompositions = out;
    return out;
  }
}
