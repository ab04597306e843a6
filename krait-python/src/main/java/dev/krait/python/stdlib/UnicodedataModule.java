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
      int c = lookup(given.toUpperCase(Locale.ROOT));
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

  static int decimal(int c) {
    if (Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER) {
      return Character.getNumericValue(c);
    }
    return -1;
  }

  static int digit(int c) {
    int d = decimal(c);
    if (d >= 0) {
      return d;
    }
    if (Character.getType(c) == Character.OTHER_NUMBER) {
      int v = Character.getNumericValue(c);
      if (v >= 0 && v <= 9 && DIGIT_NO.indexOf(c) >= 0) {
        return v;
      }
    }
    return -1;
  }

  /** Characters of category No that have a digit value in UnicodeData (superscripts, circled ...). */
  private static final String DIGIT_NO = "\u00b2\u00b3\u00b9\u1369\u136a\u136b\u136c\u136d\u136e\u136f\u1370"
      + "\u1371\u19da\u2070\u2074\u2075\u2076\u2077\u2078\u2079\u2080\u2081\u2082\u2083\u2084\u2085\u2086\u2087"
      + "\u2088\u2089\u2460\u2461\u2462\u2463\u2464\u2465\u2466\u2467\u2468\u2474\u2475\u2476\u2477\u2478\u2479"
      + "\u247a\u247b\u247c\u2488\u2489\u248a\u248b\u248c\u248d\u248e\u248f\u2490\u24ea\u24f5\u24f6\u24f7\u24f8"
      + "\u24f9\u24fa\u24fb\u24fc\u24fd\u24ff\u2776\u2777\u2778\u2779\u277a\u277b\u277c\u277d\u277e\u2780\u2781"
      + "\u2782\u2783\u2784\u2785\u2786\u2787\u2788\u278a\u278b\u278c\u278d\u278e\u278f\u2790\u2791\u2792";

  static double numeric(int c) {
    int d = digit(c);
    if (d >= 0) {
      return d;
    }
    switch (c) {
      case 0xBC: return 0.25;
      case 0xBD: return 0.5;
      case 0xBE: return 0.75;
      case 0x2150: return 1.0 / 7;
      case 0x2151: return 1.0 / 9;
      case 0x2152: return 0.1;
      case 0x2153: return 1.0 / 3;
      case 0x2154: return 2.0 / 3;
      case 0x2155: return 0.2;
      case 0x2156: return 0.4;
      case 0x2157: return 0.6;
      case 0x2158: return 0.8;
      case 0x2159: return 1.0 / 6;
      case 0x215A: return 5.0 / 6;
      case 0x215B: return 0.125;
      case 0x215C: return 0.375;
      case 0x215D: return 0.625;
      case 0x215E: return 0.875;
      case 0x215F: return 1.0;
      case 0x2189: return 0.0;
      case 0x3007: case 0x96F6: return 0;
      case 0x4E00: case 0x58F9: return 1;
      case 0x4E8C: case 0x8CB3: case 0x8D30: return 2;
      case 0x4E09: case 0x53C1: case 0x53C3: return 3;
      case 0x56DB: case 0x8086: return 4;
      case 0x4E94: case 0x4F0D: return 5;
      case 0x516D: case 0x9678: case 0x9646: return 6;
      case 0x4E03: case 0x67D2: return 7;
      case 0x516B: case 0x634C: return 8;
      case 0x4E5D: case 0x7396: return 9;
      case 0x5341: case 0x62FE: return 10;
      case 0x767E: case 0x4F70: return 100;
      case 0x5343: case 0x4EDF: return 1000;
      case 0x4E07: case 0x842C: return 10000;
      case 0x5104: case 0x4EBF: return 100000000;
      case 0x5146: return 1000000000000.0;
      default:
        break;
    }
    int v = Character.getNumericValue(c);
    if (v >= 0 && Character.getType(c) != Character.UNASSIGNED
        && (Character.getType(c) == Character.OTHER_NUMBER || Character.getType(c) == Character.LETTER_NUMBER)) {
      return v;
    }
    return Double.NaN;
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
}
