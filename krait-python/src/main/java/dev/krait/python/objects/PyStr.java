/*
 * str: an immutable Java String indexed by code point. Strings made only of BMP characters
 * (the common case) index directly by char; strings with surrogate pairs convert code-point
 * indices to char offsets. The hash (keyed: KeyedHash), the BMP flag and the code-point length are cached.
 * Methods follow CPython's semantics and error messages; anything whose size depends on
 * input ('x' * n, center(n), join, replace) is charged to the meter before it is built.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.Locale;

/** {@code str}. */
public class PyStr extends PyObject {
  public static final PyType TYPE = PyType.builtin("str", PyType.OBJECT, PyStr::install);
  public static final PyType ITERATOR_TYPE = PyType.builtin("str_ascii_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  public static final PyStr EMPTY = new PyStr("");
  private static final PyStr[] LATIN1 = new PyStr[256];

  static {
    for (int i = 0; i < 256; i++) {
      LATIN1[i] = new PyStr(String.valueOf((char) i));
    }
  }

  final String value;
  /** Cached hash; 0 means not computed (or the str is '', whose hash is 0). */
  private long hash;
  /** Code-point length; -1 until computed. Equals value.length() for BMP-only strings. */
  private int cpLength = -1;
  /** For a str with surrogate pairs: see {@link #codePointOffsets}; null until first needed. */
  private int[] offsets;

  PyStr(String value) {
    this.value = value;
  }

  public static PyStr of(String s) {
    int n = s.length();
    if (n == 0) {
      return EMPTY;
    }
    if (n == 1) {
      char c = s.charAt(0);
      if (c < 256) {
        return LATIN1[c];
      }
    }
    return new PyStr(s);
  }

  /** The str of one code point. */
  public static PyStr ofCodePoint(int cp) {
    if (cp < 256) {
      return LATIN1[cp];
    }
    return new PyStr(new String(Character.toChars(cp)));
  }

  /** The hash a str with this value has (see {@link #hashValue()}). */
  public static long hashOf(String value) {
    // keyed, so that colliding keys cannot be chosen in advance (see KeyedHash); '' is 0 as in CPython
    return value.isEmpty() ? 0 : KeyedHash.of(value);
  }

  public String value() {
    return value;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return 40 + 2L * value.length();
  }

  @Override
  public String toString() {
    return value;
  }

  /** len(s) in code points. */
  public int length() {
    int n = cpLength;
    if (n < 0) {
      n = value.codePointCount(0, value.length());
      cpLength = n;
    }
    return n;
  }

  /** True when every character is in the BMP (char index == code point index). */
  public boolean isBmp() {
    return length() == value.length();
  }

  /** The hash of this string (cached; never -1). */
  public long hashValue() {
    long h = hash;
    if (h == 0) {
      h = hashOf(value); // 0 only for '', which is cheap to hash again
      hash = h;
    }
    return h;
  }

  /** An instance of a Python subclass of str. */
  static final class Sub extends PyStr {
    private final PyType cls;
    private final PyDict dict = new PyDict();

    Sub(PyType cls, String v) {
      super(v);
      this.cls = cls;
    }

    @Override
    public PyType type() {
      return cls;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(cls);
      v.visit(dict);
    }
  }

  // ---------------------------------------------------------------- code point helpers

  static int codePointLength(String s) {
    return s.codePointCount(0, s.length());
  }

  static String substringByCodePoints(String s, int start, int end) {
    int a = s.offsetByCodePoints(0, start);
    int b = s.offsetByCodePoints(a, end - start);
    return s.substring(a, b);
  }

  /** Char offset of code point index {@code cp} (cp within [0, length]). */
  int charIndex(long cp) {
    if (isBmp()) {
      return (int) cp;
    }
    if (cp < OFFSET_STEP) {
      return value.offsetByCodePoints(0, (int) cp);
    }
    int[] o = offsets;
    if (o == null) {
      o = offsets = codePointOffsets(value);
    }
    return value.offsetByCodePoints(o[(int) (cp / OFFSET_STEP)], (int) (cp % OFFSET_STEP));
  }

  /** Code points between two entries of {@link #offsets}. */
  private static final int OFFSET_STEP = 256;

  /**
   * The char offset of every OFFSET_STEP-th code point of a str with surrogate pairs, made on its
   * first index past the first step: without it s[i] scans from the start, and a loop indexing a
   * long astral str is quadratic. (A benign race: two threads compute the same table.)
   */
  private int[] codePointOffsets(String s) {
    ResourceMeter meter = ResourceMeter.current();
    int[] o = new int[(int) (length() / OFFSET_STEP) + 1];
    int k = 0;
    long cp = 0;
    for (int i = 0; i < s.length(); cp++) {
      if (cp % OFFSET_STEP == 0) {
        o[k++] = i;
        meter.tick(OFFSET_STEP);
      }
      i += Character.isHighSurrogate(s.charAt(i)) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
          ? 2 : 1;
    }
    if (cp % OFFSET_STEP == 0 && k < o.length) {
      o[k] = s.length();
    }
    return o;
  }

  /** Code point index of char offset {@code ci}. */
  int cpIndex(int ci) {
    if (isBmp()) {
      return ci;
    }
    return value.codePointCount(0, ci);
  }

  /** Python's str.isspace for one code point. */
  public static boolean isPyWhitespace(int c) {
    if (c <= 0x20) {
      return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
    }
    if (c < 0x85) {
      return false;
    }
    return c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029
        || c == 0x202f || c == 0x205f || c == 0x3000;
  }

  /** Python's str.isprintable for one code point. */
  public static boolean isPrintable(int c) {
    if (c < 0x7f) {
      return c >= 0x20;
    }
    if (c < 0xa0) {
      return false;
    }
    if (c == 0xad) {
      return false;
    }
    int t = Character.getType(c);
    switch (t) {
      case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED,
          Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR, Character.SPACE_SEPARATOR -> {
        return false;
      }
      default -> {
        return true;
      }
    }
  }

  private static boolean isLineBreak(int c) {
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85
        || c == 0x2028 || c == 0x2029;
  }

  // ---------------------------------------------------------------- repr

  /** repr(s) for a Java string (CPython's quoting and escaping rules). */
  public static String repr(String s) {
    boolean hasSingle = s.indexOf('\'') >= 0;
    boolean hasDouble = s.indexOf('"') >= 0;
    char quote = hasSingle && !hasDouble ? '"' : '\'';
    StringBuilder sb = new StringBuilder(s.length() + 2);
    sb.append(quote);
    int n = s.length();
    ResourceMeter meter = ResourceMeter.current();
    int nextCheck = BURST_SLICE;
    for (int i = 0; i < n; ) {
      if (i >= nextCheck) {
        burst(meter, sb);
        nextCheck = i + BURST_SLICE;
      }
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (appendNamedEscape(sb, c, quote)) {
        continue;
      }
      if (c < ' ' || c == 0x7f) {
        hex(sb, 'x', c, 2);
      } else if (c < 0x7f) {
        sb.append((char) c);
      } else if (isPrintable(c)) {
        sb.appendCodePoint(c);
      } else if (c <= 0xff) {
        hex(sb, 'x', c, 2);
      } else if (c <= 0xffff) {
        hex(sb, 'u', c, 4);
      } else {
        hex(sb, 'U', c, 8);
      }
    }
    sb.append(quote);
    return sb.toString();
  }

  /** Input chars between two checks of a text builder's growth (repr, ascii). */
  private static final int BURST_SLICE = 1 << 16;

  /**
   * A builder of escaped text grows up to ten times its input: charge the work done so far and
   * check that the buffer still fits beside live data, so a burst is bounded while it happens.
   */
  private static void burst(ResourceMeter meter, StringBuilder sb) {
    meter.tick(BURST_SLICE);
    meter.requireFitsString(sb.length());
  }

  private static void hex(StringBuilder sb, char kind, int c, int digits) {
    sb.append('\\').append(kind);
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
      sb.append(Character.forDigit((c >> shift) & 0xf, 16));
    }
  }

  /** The escapes repr and ascii share: the quote, the backslash, \\t, \\n and \\r. */
  private static boolean appendNamedEscape(StringBuilder sb, int c, char quote) {
    switch (c) {
      case '\t' -> sb.append("\\t");
      case '\n' -> sb.append("\\n");
      case '\r' -> sb.append("\\r");
      default -> {
        if (c != quote && c != '\\') {
          return false;
        }
        sb.append('\\').append((char) c);
      }
    }
    return true;
  }

  /**
   * ascii(s) of a str, without making its repr first: every non-ASCII char is escaped whether
   * printable or not, so the result's length is known from one cheap pass and is charged before
   * the result is built (ascii of 10^7 astral chars is 10^8 chars).
   */
  static String asciiOfStr(String s) {
    boolean hasSingle = s.indexOf('\'') >= 0;
    boolean hasDouble = s.indexOf('"') >= 0;
    char quote = hasSingle && !hasDouble ? '"' : '\'';
    int n = s.length();
    long size = 2;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x7f) {
        // a surrogate pair (2 chars) becomes one \UXXXXXXXX escape: 5 chars each
        size += Character.isSurrogate(c) ? 5 : c <= 0xff ? 4 : 6;
      } else if (c < ' ') {
        size += c == '\t' || c == '\n' || c == '\r' ? 2 : 4;
      } else {
        size += c == quote || c == '\\' ? 2 : 1;
      }
    }
    ResourceMeter meter = ResourceMeter.current();
    meter.tick(n);
    meter.allocateString(size);
    StringBuilder sb = new StringBuilder((int) Math.min(size, Integer.MAX_VALUE - 16));
    sb.append(quote);
    for (int i = 0; i < n; ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (appendNamedEscape(sb, c, quote)) {
        continue;
      }
      if (c < ' ' || (c >= 0x7f && c <= 0xff)) {
        hex(sb, 'x', c, 2);
      } else if (c < 0x7f) {
        sb.append((char) c);
      } else if (c <= 0xffff) {
        hex(sb, 'u', c, 4);
      } else {
        hex(sb, 'U', c, 8);
      }
    }
    sb.append(quote);
    return sb.toString();
  }

  /** ascii(obj) applied to a repr: escapes every non-ASCII character. */
  public static String asciiRepr(String repr) {
    StringBuilder sb = null;
    int n = repr.length();
    ResourceMeter meter = ResourceMeter.current();
    int nextCheck = BURST_SLICE;
    for (int i = 0; i < n; ) {
      if (i >= nextCheck && sb != null) {
        burst(meter, sb);
        nextCheck = i + BURST_SLICE;
      }
      int c = repr.codePointAt(i);
      int w = Character.charCount(c);
      if (c >= 128) {
        if (sb == null) {
          sb = new StringBuilder(n + 16);
          sb.append(repr, 0, i);
        }
        if (c <= 0xff) {
          hex(sb, 'x', c, 2);
        } else if (c <= 0xffff) {
          hex(sb, 'u', c, 4);
        } else {
          hex(sb, 'U', c, 8);
        }
      } else if (sb != null) {
        sb.append((char) c);
      }
      i += w;
    }
    return sb == null ? repr : sb.toString();
  }

  /** ascii(obj). */
  public static PyStr ascii(PyObject obj) {
    if (obj instanceof PyStr str && obj.getClass() == PyStr.class) {
      return of(asciiOfStr(str.value));
    }
    return of(asciiRepr(Ops.repr(obj)));
  }

  // ---------------------------------------------------------------- argument helpers

  static PyStr self(PyObject o) {
    return (PyStr) o;
  }

  static String strArg(PyObject o, String fname, int pos) {
    if (o instanceof PyStr s) {
      return s.value;
    }
    throw Errors.typeError(fname + "() argument " + pos + " must be str, not " + o.type().name());
  }

  static String mustBeStr(PyObject o) {
    if (o instanceof PyStr s) {
      return s.value;
    }
    throw Errors.typeError("must be str, not " + o.type().name());
  }

  /** start/end arguments of find/count/startswith (slice semantics, None allowed), clamped to [0, len]. */
  static long[] range(PyObject[] a, int from, long len) {
    long start = 0;
    long end = len;
    if (a.length > from && a[from] != PyNone.NONE) {
      start = sliceIndex(a[from]);
    }
    if (a.length > from + 1 && a[from + 1] != PyNone.NONE) {
      end = sliceIndex(a[from + 1]);
    }
    if (start < 0) {
      start = Math.max(0, start + len);
    }
    if (end < 0) {
      end = Math.max(0, end + len);
    } else if (end > len) {
      end = len;
    }
    return new long[] {start, end};
  }

  static long sliceIndex(PyObject o) {
    PyInt i;
    if (o instanceof PyInt pi) {
      i = pi;
    } else {
      if (o.type().lookup("__index__") == null) {
        throw Errors.typeError("slice indices must be integers or None or have an __index__ method");
      }
      i = Ops.index(o);
    }
    return i.clampedLong();
  }

  // ---------------------------------------------------------------- core operations

  /** s[i] for a code point index (negative allowed). */
  public PyStr charAt(long index) {
    long n = length();
    long i = index < 0 ? index + n : index;
    if (i < 0 || i >= n) {
      throw Errors.indexError("string index out of range");
    }
    if (isBmp()) {
      return of(String.valueOf(value.charAt((int) i)));
    }
    return ofCodePoint(value.codePointAt(charIndex(i)));
  }

  /** s[key] for an int or slice key. */
  public PyObject getItem(PyObject key) {
    if (key instanceof PyInt i) {
      return charAt(i.clampedLong());
    }
    if (key instanceof PySlice sl) {
      long[] r = sl.indices(length());
      return slice(r[0], r[2], r[3]);
    }
    if (key.type().lookup("__index__") != null) {
      return charAt(Ops.index(key).clampedLong());
    }
    throw Errors.typeError("string indices must be integers, not '" + key.type().name() + "'");
  }

  /** The slice with a start, step and item count (already clamped). */
  public PyStr slice(long start, long step, long count) {
    if (count <= 0) {
      return EMPTY;
    }
    if (step == 1) {
      if (start == 0 && count == length() && getClass() == PyStr.class) {
        return this;
      }
      int a = charIndex(start);
      int b = isBmp() ? (int) (start + count) : value.offsetByCodePoints(a, (int) count);
      return of(value.substring(a, b));
    }
    ResourceMeter.current().allocateString(count);
    StringBuilder sb = new StringBuilder((int) count);
    if (isBmp()) {
      for (long i = 0, j = start; i < count; i++, j += step) {
        sb.append(value.charAt((int) j));
      }
    } else {
      int[] cps = value.codePoints().toArray();
      for (long i = 0, j = start; i < count; i++, j += step) {
        sb.appendCodePoint(cps[(int) j]);
      }
    }
    return of(sb.toString());
  }

  /** a + b. */
  public static PyStr concat(PyStr a, PyStr b) {
    if (a.value.isEmpty() && b.getClass() == PyStr.class) {
      return b;
    }
    if (b.value.isEmpty() && a.getClass() == PyStr.class) {
      return a;
    }
    long n = (long) a.value.length() + b.value.length();
    if (n > 4096) {
      ResourceMeter.current().allocateString(n);
    }
    if (n > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    return of(a.value.concat(b.value));
  }

  /** s * n (metered before building). */
  public static PyStr repeat(PyStr s, long n) {
    if (n <= 0 || s.value.isEmpty()) {
      return EMPTY;
    }
    if (n == 1 && s.getClass() == PyStr.class) {
      return s;
    }
    long total = (long) s.value.length() * n;
    if (n != 0 && total / n != s.value.length()) {
      total = Long.MAX_VALUE;
    }
    ResourceMeter.current().allocateString(total);
    if (total > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    return of(s.value.repeat((int) n));
  }

  /**
   * Compares by code point. Without surrogate pairs in either string (all BMP: cached), UTF-16
   * order is code point order (a lone surrogate is its own code point), so Java's intrinsic
   * compareTo decides.
   */
  public static int compare(PyStr a, PyStr b) {
    if (a.isBmp() && b.isBmp()) {
      return a.value.compareTo(b.value);
    }
    return compare(a.value, b.value);
  }

  /** Compares by code point. */
  public static int compare(String a, String b) {
    int n = Math.min(a.length(), b.length());
    for (int i = 0; i < n; i++) {
      char ca = a.charAt(i);
      char cb = b.charAt(i);
      if (ca != cb) {
        if (Character.isSurrogate(ca) || Character.isSurrogate(cb)) {
          return Integer.compare(a.codePointAt(i), b.codePointAt(i));
        }
        return ca - cb;
      }
    }
    return a.length() - b.length();
  }

  /** Whether {@code sub} occurs in this string. */
  public boolean contains(String sub) {
    return Search.contains(value, sub);
  }

  // ---------------------------------------------------------------- search

  /** find/rfind/index/rindex/count core: code-point result or -1. */
  long find(String sub, long start, long end, boolean reverse) {
    long len = length();
    if (start > len || end - start < codePointLengthFast(sub)) {
      return -1;
    }
    int cs = charIndex(start);
    int ce = charIndex(end);
    int r = (reverse ? Search.backward(sub) : Search.forward(sub)).in(value, cs, ce);
    return r < 0 ? -1 : cpIndex(r);
  }

  private static int codePointLengthFast(String s) {
    return s.length() <= 1 ? s.length() : codePointLength(s);
  }

  long count(String sub, long start, long end) {
    long len = length();
    if (start > len || end < start) {
      return 0;
    }
    if (sub.isEmpty()) {
      return end - start + 1;
    }
    int cs = charIndex(start);
    int ce = charIndex(end);
    return Search.forward(sub).count(value, cs, ce, -1);
  }

  // ---------------------------------------------------------------- split & friends

  static PyList splitWhitespace(String s, long maxsplit) {
    PyList out = new PyList();
    int n = s.length();
    int i = 0;
    long splits = 0;
    while (true) {
      while (i < n && isPyWhitespace(s.charAt(i))) {
        i++;
      }
      if (i >= n) {
        break;
      }
      if (maxsplit >= 0 && splits >= maxsplit) {
        out.append(of(s.substring(i)));
        break;
      }
      int j = i;
      while (j < n && !isPyWhitespace(s.charAt(j))) {
        j++;
      }
      out.append(of(s.substring(i, j)));
      splits++;
      i = j;
    }
    return out;
  }

  static PyList rsplitWhitespace(String s, long maxsplit) {
    ArrayList<PyObject> parts = new ArrayList<>();
    int i = s.length();
    long splits = 0;
    while (true) {
      while (i > 0 && isPyWhitespace(s.charAt(i - 1))) {
        i--;
      }
      if (i <= 0) {
        break;
      }
      if (maxsplit >= 0 && splits >= maxsplit) {
        parts.add(of(s.substring(0, i)));
        break;
      }
      int j = i;
      while (j > 0 && !isPyWhitespace(s.charAt(j - 1))) {
        j--;
      }
      parts.add(of(s.substring(j, i)));
      splits++;
      i = j;
    }
    PyList out = new PyList();
    for (int k = parts.size() - 1; k >= 0; k--) {
      out.append(parts.get(k));
    }
    return out;
  }

  static PyList split(String s, String sep, long maxsplit) {
    if (sep.isEmpty()) {
      throw Errors.valueError("empty separator");
    }
    PyList out = new PyList();
    int i = 0;
    long splits = 0;
    int sl = sep.length();
    // (a surrogate separator goes through Search, which never matches half of an astral char)
    if (sl == 1 && !Character.isSurrogate(sep.charAt(0))) {
      char c = sep.charAt(0);
      while (maxsplit < 0 || splits < maxsplit) {
        int j = s.indexOf(c, i);
        if (j < 0) {
          break;
        }
        out.append(of(s.substring(i, j)));
        i = j + 1;
        splits++;
      }
    } else {
      Search finder = Search.forward(sep);
      while (maxsplit < 0 || splits < maxsplit) {
        int j = finder.in(s, i, s.length());
        if (j < 0) {
          break;
        }
        out.append(of(s.substring(i, j)));
        i = j + sl;
        splits++;
      }
    }
    out.append(of(s.substring(i)));
    return out;
  }

  static PyList rsplit(String s, String sep, long maxsplit) {
    if (sep.isEmpty()) {
      throw Errors.valueError("empty separator");
    }
    ArrayList<PyObject> parts = new ArrayList<>();
    int end = s.length();
    long splits = 0;
    Search finder = Search.backward(sep);
    while (maxsplit < 0 || splits < maxsplit) {
      int j = finder.in(s, 0, end);
      if (j < 0) {
        break;
      }
      parts.add(of(s.substring(j + sep.length(), end)));
      end = j;
      splits++;
    }
    parts.add(of(s.substring(0, end)));
    PyList out = new PyList();
    for (int k = parts.size() - 1; k >= 0; k--) {
      out.append(parts.get(k));
    }
    return out;
  }

  static PyList splitlines(String s, boolean keepends) {
    PyList out = new PyList();
    int n = s.length();
    int i = 0;
    while (i < n) {
      int j = i;
      while (j < n && !isLineBreak(s.charAt(j))) {
        j++;
      }
      int eol = j;
      if (j < n) {
        if (s.charAt(j) == '\r' && j + 1 < n && s.charAt(j + 1) == '\n') {
          j += 2;
        } else {
          j++;
        }
        if (keepends) {
          eol = j;
        }
      }
      out.append(of(s.substring(i, eol)));
      i = j;
    }
    return out;
  }

  // ---------------------------------------------------------------- strip

  static String strip(String s, String chars, boolean left, boolean right) {
    int b = 0;
    int e = s.length();
    if (chars == null) {
      if (left) {
        while (b < e && isPyWhitespace(s.charAt(b))) {
          b++;
        }
      }
      if (right) {
        while (e > b && isPyWhitespace(s.charAt(e - 1))) {
          e--;
        }
      }
    } else {
      // a long chars argument is looked up in a set: indexOf per char would be quadratic
      java.util.function.IntPredicate in = chars.length() <= 16 ? c -> chars.indexOf(c) >= 0 : charSet(chars);
      ResourceMeter meter = ResourceMeter.current();
      long scanned = 0;
      if (left) {
        while (b < e) {
          meter.tickEvery(scanned++, 4096);
          int c = s.codePointAt(b);
          if (!in.test(c)) {
            break;
          }
          b += Character.charCount(c);
        }
      }
      if (right) {
        while (e > b) {
          meter.tickEvery(scanned++, 4096);
          int c = s.codePointBefore(e);
          if (!in.test(c)) {
            break;
          }
          e -= Character.charCount(c);
        }
      }
    }
    return s.substring(b, e);
  }

  /** Membership in the code points of {@code chars}. */
  static java.util.function.IntPredicate charSet(String chars) {
    ResourceMeter meter = ResourceMeter.current();
    java.util.BitSet set = new java.util.BitSet();
    for (int i = 0; i < chars.length(); ) {
      meter.tickEvery(i, 4096);
      int c = chars.codePointAt(i);
      set.set(c);
      i += Character.charCount(c);
    }
    return set::get;
  }

  private static PyObject stripMethod(PyObject[] a, String[] k, String name, boolean left, boolean right) {
    Args.range(name, a, k, 1, 2);
    String chars = null;
    if (a.length > 1 && a[1] != PyNone.NONE) {
      if (!(a[1] instanceof PyStr cs)) {
        throw Errors.typeError(name + " arg must be None or str");
      }
      chars = cs.value;
    }
    String s = self(a[0]).value;
    String r = strip(s, chars, left, right);
    return r.length() == s.length() && a[0].getClass() == PyStr.class ? a[0] : of(r);
  }

  // ---------------------------------------------------------------- case

  static String title(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    ResourceMeter meter = ResourceMeter.current();
    boolean prevCased = false;
    for (int i = 0; i < s.length(); ) {
      meter.tick();
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (prevCased) {
        if (c == 0x3a3) {
          sb.append(finalSigma(s, i - 1) ? '\u03c2' : '\u03c3');
        } else {
          appendLower(sb, c);
        }
      } else {
        appendTitle(sb, c);
      }
      prevCased = isCased(c);
    }
    return sb.toString();
  }

  static boolean isCased(int c) {
    return Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c);
  }

  private static void appendLower(StringBuilder sb, int c) {
    if (c < 128) {
      sb.append((char) (c >= 'A' && c <= 'Z' ? c + 32 : c));
    } else {
      sb.append(new String(Character.toChars(c)).toLowerCase(Locale.ROOT));
    }
  }

  private static void appendUpper(StringBuilder sb, int c) {
    if (c < 128) {
      sb.append((char) (c >= 'a' && c <= 'z' ? c - 32 : c));
    } else {
      sb.append(new String(Character.toChars(c)).toUpperCase(Locale.ROOT));
    }
  }

  private static void appendTitle(StringBuilder sb, int c) {
    if (c < 128) {
      sb.append((char) (c >= 'a' && c <= 'z' ? c - 32 : c));
    } else if (c == 0xdf) {
      sb.append("Ss");
    } else {
      int t = Character.toTitleCase(c);
      if (t == c && Character.isLowerCase(c)) {
        String up = new String(Character.toChars(c)).toUpperCase(Locale.ROOT);
        if (up.codePointCount(0, up.length()) > 1) {
          // full mapping: first upper, rest lower
          int f = up.codePointAt(0);
          sb.appendCodePoint(f);
          sb.append(up.substring(Character.charCount(f)).toLowerCase(Locale.ROOT));
          return;
        }
      }
      sb.appendCodePoint(t);
    }
  }

  static String capitalize(String s) {
    if (s.isEmpty()) {
      return s;
    }
    StringBuilder sb = new StringBuilder(s.length());
    int c = s.codePointAt(0);
    appendTitle(sb, c);
    ResourceMeter meter = ResourceMeter.current();
    for (int i = Character.charCount(c); i < s.length(); ) {
      meter.tick();
      int d = s.codePointAt(i);
      i += Character.charCount(d);
      if (d == 0x3a3) {
        // final sigma rule as in CPython's lower()
        sb.append(finalSigma(s, i - 1) ? '\u03c2' : '\u03c3');
      } else {
        appendLower(sb, d);
      }
    }
    return sb.toString();
  }

  private static boolean finalSigma(String s, int idx) {
    int j = idx - 1;
    while (j >= 0 && isCaseIgnorable(s.charAt(j))) {
      j--;
    }
    boolean before = j >= 0 && isCased(s.charAt(j));
    int k = idx + 1;
    while (k < s.length() && isCaseIgnorable(s.charAt(k))) {
      k++;
    }
    boolean after = k < s.length() && isCased(s.charAt(k));
    return before && !after;
  }

  private static boolean isCaseIgnorable(char c) {
    int t = Character.getType(c);
    return c == '\'' || c == '.' || c == ':' || c == '^' || c == '`' || t == Character.NON_SPACING_MARK
        || t == Character.ENCLOSING_MARK || t == Character.FORMAT || t == Character.MODIFIER_LETTER
        || t == Character.MODIFIER_SYMBOL;
  }

  static String swapcase(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    ResourceMeter meter = ResourceMeter.current();
    for (int i = 0; i < s.length(); ) {
      meter.tick();
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (c == 0x3a3) {
        sb.append(finalSigma(s, i - 1) ? '\u03c2' : '\u03c3');
      } else if (Character.isUpperCase(c)) {
        appendLower(sb, c);
      } else if (Character.isLowerCase(c)) {
        appendUpper(sb, c);
      } else {
        sb.appendCodePoint(c);
      }
    }
    return sb.toString();
  }

  static boolean isAsciiOnly(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 128) {
        return false;
      }
    }
    return true;
  }

  static String upper(String s) {
    if (isAsciiOnly(s)) {
      return s.toUpperCase(Locale.ROOT); // on ASCII, exactly a-z to A-Z (returns s itself when unchanged)
    }
    return s.length() <= CASE_PIECE ? s.toUpperCase(Locale.ROOT) : mapCaseInPieces(s, true);
  }

  static String lower(String s) {
    if (isAsciiOnly(s)) {
      return s.toLowerCase(Locale.ROOT); // on ASCII, exactly A-Z to a-z (returns s itself when unchanged)
    }
    return s.length() <= CASE_PIECE ? s.toLowerCase(Locale.ROOT) : mapCaseInPieces(s, false);
  }

  /**
   * Locale.ROOT lower case of any Java text that can come from a cell (encoding names, numbers'
   * text, digest names): linear even on long runs of expanding characters, unlike
   * String.toLowerCase.
   */
  public static String lowerCase(String s) {
    return lower(s);
  }

  /** Locale.ROOT upper case of text that can come from a cell; see {@link #lowerCase}. */
  public static String upperCase(String s) {
    return upper(s);
  }

  /** Longest piece handed to Java's case mapping at once. */
  private static final int CASE_PIECE = 256;

  /**
   * upper()/lower() of a long string, a piece at a time: Java's String.toUpperCase/toLowerCase
   * regrow their whole result at every expanding character (ß to SS, İ to i̇), quadratic on a long
   * run of them; pieces keep that bounded by the piece. lower() maps Σ itself, since its final
   * form depends on letters beyond the piece. Ticks and checks the growing result against the heap.
   */
  private static String mapCaseInPieces(String s, boolean upper) {
    ResourceMeter meter = ResourceMeter.current();
    StringBuilder sb = new StringBuilder(s.length());
    int n = s.length();
    int nextSigma = upper ? n : indexOrEnd(s, '\u03a3', 0);
    int start = 0;
    while (start < n) {
      int end = Math.min(n, start + CASE_PIECE);
      if (end < n && Character.isHighSurrogate(s.charAt(end - 1))) {
        end--; // never split a surrogate pair
      }
      end = Math.min(end, nextSigma);
      if (end > start) {
        String piece = s.substring(start, end);
        sb.append(upper ? piece.toUpperCase(Locale.ROOT) : piece.toLowerCase(Locale.ROOT));
        meter.tick(end - start);
        meter.requireFits(2L * sb.length());
        start = end;
      }
      if (start == nextSigma && start < n) {
        sb.append(finalSigma(s, start) ? '\u03c2' : '\u03c3');
        start++;
        nextSigma = indexOrEnd(s, '\u03a3', start);
      }
    }
    return sb.toString();
  }

  private static int indexOrEnd(String s, char c, int from) {
    int i = s.indexOf(c, from);
    return i < 0 ? s.length() : i;
  }

  // ---------------------------------------------------------------- predicates

  interface CpPredicate {
    boolean test(int c);
  }

  static boolean all(String s, CpPredicate p) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      if (!p.test(c)) {
        return false;
      }
      i += Character.charCount(c);
    }
    return true;
  }

  static boolean isDecimalChar(int c) {
    return Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER;
  }

  static boolean isDigitChar(int c) {
    if (c < 128) {
      return c >= '0' && c <= '9';
    }
    int t = Character.getType(c);
    if (t == Character.DECIMAL_DIGIT_NUMBER) {
      return true;
    }
    if (t == Character.OTHER_NUMBER) {
      int v = Character.getNumericValue(c);
      return v >= 0 && v <= 9;
    }
    return false;
  }

  static boolean isNumericChar(int c) {
    if (c < 128) {
      return c >= '0' && c <= '9';
    }
    int t = Character.getType(c);
    return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER
        || isCjkNumeral(c);
  }

  private static boolean isCjkNumeral(int c) {
    return "\u3007\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\u5341\u767e\u5343\u4e07\u5104\u5146\u96f6\u58f1\u5f10\u53c2\u62fe"
        .indexOf(c) >= 0;
  }

  static boolean isAlphaChar(int c) {
    if (c < 128) {
      return (c | 32) >= 'a' && (c | 32) <= 'z';
    }
    return Character.isLetter(c);
  }

  static boolean isIdentifier(String s) {
    if (s.isEmpty()) {
      return false;
    }
    int c = s.codePointAt(0);
    if (!(c == '_' || Character.isUnicodeIdentifierStart(c))) {
      return false;
    }
    ResourceMeter meter = ResourceMeter.current();
    for (int i = Character.charCount(c); i < s.length(); ) {
      meter.tick();
      int d = s.codePointAt(i);
      if (!Character.isUnicodeIdentifierPart(d) || Character.isIdentifierIgnorable(d)) {
        return false;
      }
      i += Character.charCount(d);
    }
    return true;
  }

  static boolean isUpperStr(String s) {
    boolean cased = false;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (Character.isLowerCase(c) || Character.isTitleCase(c)) {
        return false;
      }
      if (Character.isUpperCase(c)) {
        cased = true;
      }
    }
    return cased;
  }

  static boolean isLowerStr(String s) {
    boolean cased = false;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (Character.isUpperCase(c) || Character.isTitleCase(c)) {
        return false;
      }
      if (Character.isLowerCase(c)) {
        cased = true;
      }
    }
    return cased;
  }

  static boolean isTitleStr(String s) {
    boolean cased = false;
    boolean prevCased = false;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (Character.isUpperCase(c) || Character.isTitleCase(c)) {
        if (prevCased) {
          return false;
        }
        prevCased = true;
        cased = true;
      } else if (Character.isLowerCase(c)) {
        if (!prevCased) {
          return false;
        }
        prevCased = true;
        cased = true;
      } else {
        prevCased = false;
      }
    }
    return cased;
  }

  // ---------------------------------------------------------------- padding

  static PyObject padded(PyObject[] a, String[] k, String name, char how) {
    Args.range(name, a, k, 2, 3);
    PyStr s = self(a[0]);
    long width = Ops.index(a[1]).clampedLong();
    int fill = ' ';
    if (a.length > 2) {
      if (!(a[2] instanceof PyStr f)) {
        throw Errors.typeError("The fill character must be a unicode character, not " + a[2].type().name());
      }
      if (f.length() != 1) {
        throw Errors.typeError("The fill character must be exactly one character long");
      }
      fill = f.value.codePointAt(0);
    }
    long len = s.length();
    if (width <= len) {
      return s.getClass() == PyStr.class ? s : of(s.value);
    }
    long marg = width - len;
    long left;
    switch (how) {
      case '<' -> left = 0;
      case '>' -> left = marg;
      default -> left = marg / 2 + (marg & width & 1);
    }
    ResourceMeter.current().allocateString(width);
    if (width > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    StringBuilder sb = new StringBuilder((int) width);
    for (long i = 0; i < left; i++) {
      sb.appendCodePoint(fill);
    }
    sb.append(s.value);
    for (long i = 0; i < marg - left; i++) {
      sb.appendCodePoint(fill);
    }
    return of(sb.toString());
  }

  static String zfill(String s, long width) {
    long len = codePointLength(s);
    if (width <= len) {
      return s;
    }
    ResourceMeter.current().allocateString(width);
    if (width > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    StringBuilder sb = new StringBuilder((int) width);
    int start = 0;
    if (!s.isEmpty() && (s.charAt(0) == '+' || s.charAt(0) == '-')) {
      sb.append(s.charAt(0));
      start = 1;
    }
    for (long i = 0; i < width - len; i++) {
      sb.append('0');
    }
    sb.append(s, start, s.length());
    return sb.toString();
  }

  /** An index argument CPython reads as a C int (tabsize): OverflowError past its range. */
  static long cInt(PyObject v) {
    long x = Ops.index(v).clampedLong();
    if (x > Integer.MAX_VALUE || x < Integer.MIN_VALUE) {
      throw Errors.overflow("Python int too large to convert to C int");
    }
    return x;
  }

  static String expandtabs(String s, long tabsize) {
    ResourceMeter meter = ResourceMeter.current();
    long total = 0;
    long col = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t') {
        if (tabsize > 0) {
          long n = tabsize - col % tabsize;
          total += n;
          col += n;
        }
      } else {
        total++;
        if (!Character.isLowSurrogate(c)) {
          col++;
        }
        if (c == '\n' || c == '\r') {
          col = 0;
        }
      }
      if (total > Integer.MAX_VALUE) {
        break;
      }
    }
    meter.tick(s.length());
    meter.requireFitsString(total);
    StringBuilder sb = new StringBuilder(s.length());
    col = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t') {
        if (tabsize > 0) {
          long n = tabsize - col % tabsize;
          meter.allocateString(n);
          for (long j = 0; j < n; j++) {
            sb.append(' ');
          }
          col += n;
        }
      } else {
        sb.append(c);
        if (!Character.isLowSurrogate(c)) {
          col++;
        }
        if (c == '\n' || c == '\r') {
          col = 0;
        }
      }
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- replace / join / translate

  static String replace(String s, String old, String rep, long count) {
    if (count == 0 || (old.isEmpty() && rep.isEmpty())) {
      return s;
    }
    ResourceMeter meter = ResourceMeter.current();
    if (old.isEmpty()) {
      int n = codePointLength(s);
      long inserts = count < 0 ? n + 1L : Math.min(count, n + 1L);
      meter.allocateString(s.length() + inserts * rep.length());
      if (s.length() + inserts * rep.length() > Integer.MAX_VALUE - 16) {
        throw Errors.of(ExceptionTypes.MEMORY_ERROR);
      }
      StringBuilder sb = new StringBuilder((int) (s.length() + inserts * rep.length()));
      long done = 0;
      int i = 0;
      while (true) {
        if (done < inserts) {
          sb.append(rep);
          done++;
        }
        if (i >= s.length()) {
          break;
        }
        int c = s.codePointAt(i);
        sb.appendCodePoint(c);
        i += Character.charCount(c);
      }
      return sb.toString();
    }
    if (old.length() == 1 && rep.length() == 1 && count < 0 && !Character.isSurrogate(old.charAt(0))) {
      // one char for another everywhere: String.replace is a single vectorised pass
      meter.tick(s.length() >> 3);
      return s.replace(old.charAt(0), rep.charAt(0));
    }
    Search finder = Search.forward(old);
    int first = finder.in(s, 0, s.length());
    if (first < 0) {
      return s;
    }
    if (rep.length() > old.length()) {
      // count occurrences to charge the meter before building
      long occurrences = 1 + finder.count(s, first + old.length(), s.length(), count < 0 ? -1 : count - 1);
      long size = s.length() + occurrences * (rep.length() - old.length());
      meter.allocateString(size);
      if (size > Integer.MAX_VALUE - 16) {
        throw Errors.of(ExceptionTypes.MEMORY_ERROR);
      }
    }
    StringBuilder sb = new StringBuilder(s.length());
    int i = 0;
    long done = 0;
    int j = first;
    while (j >= 0 && (count < 0 || done < count)) {
      sb.append(s, i, j).append(rep);
      i = j + old.length();
      done++;
      j = finder.in(s, i, s.length());
    }
    sb.append(s, i, s.length());
    return sb.toString();
  }

  static PyStr join(String sep, PyObject iterable) {
    PyObject[] items;
    if (iterable instanceof PyList l && l.type() == PyList.TYPE) {
      items = l.toArray();
    } else if (iterable instanceof PyTuple t && t.type() == PyTuple.TYPE) {
      items = t.toArray();
    } else {
      PyObject it;
      try {
        it = Ops.iter(iterable);
      } catch (PyError e) {
        if (e.matches(ExceptionTypes.TYPE_ERROR) && iterable.type().lookup("__iter__") == null) {
          throw Errors.typeError("can only join an iterable");
        }
        throw e;
      }
      items = Containers.collect(it);
    }
    if (items.length == 1 && items[0] instanceof PyStr s0 && s0.getClass() == PyStr.class) {
      return s0;
    }
    long total = (long) sep.length() * Math.max(0, items.length - 1);
    for (int i = 0; i < items.length; i++) {
      if (!(items[i] instanceof PyStr s)) {
        throw Errors.typeError("sequence item " + i + ": expected str instance, " + items[i].type().name()
            + " found");
      }
      total += s.value.length();
    }
    ResourceMeter.current().allocateString(total);
    if (total > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    StringBuilder sb = new StringBuilder((int) total);
    for (int i = 0; i < items.length; i++) {
      if (i > 0) {
        sb.append(sep);
      }
      sb.append(((PyStr) items[i]).value);
    }
    return of(sb.toString());
  }

  static String translate(String s, PyObject table) {
    StringBuilder sb = new StringBuilder(s.length());
    ResourceMeter meter = ResourceMeter.current();
    for (int i = 0; i < s.length(); ) {
      meter.tick(); // a look-up per char, which may raise (and be caught) every time
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      PyObject r;
      try {
        r = Ops.getitem(table, PyInt.of(c));
      } catch (PyError e) {
        if (e.matches(ExceptionTypes.LOOKUP_ERROR)) {
          sb.appendCodePoint(c);
          continue;
        }
        throw e;
      }
      if (r == PyNone.NONE) {
        continue;
      }
      if (r instanceof PyInt ri) {
        if (!ri.fitsLong() || ri.longValue() < 0 || ri.longValue() > 0x10ffff) {
          throw Errors.valueError("character mapping must be in range(0x110000)");
        }
        sb.appendCodePoint((int) ri.longValue());
      } else if (r instanceof PyStr rs) {
        // a mapping may expand every char: the buffer itself must fit, not only each piece
        meter.tick(1 + (rs.value.length() >> 3));
        meter.requireFitsString((long) sb.length() + rs.value.length());
        sb.append(rs.value);
      } else {
        throw Errors.typeError("character mapping must return integer, None or str");
      }
    }
    return sb.toString();
  }

  static PyDict maketrans(PyObject[] a) {
    PyDict d = new PyDict();
    if (a.length == 1) {
      if (!(a[0] instanceof PyDict src)) {
        throw Errors.typeError("if you give only one argument to maketrans it must be a dict");
      }
      for (PyObject key : src.keys()) {
        PyObject v = src.getItemOrNull(key);
        if (key instanceof PyStr ks) {
          if (ks.length() != 1) {
            throw Errors.valueError("string keys in translate table must be of length 1");
          }
          d.setItem(PyInt.of(ks.value.codePointAt(0)), v);
        } else if (key instanceof PyInt) {
          d.setItem(key, v);
        } else {
          throw Errors.typeError("keys in translate table must be strings or integers");
        }
      }
      return d;
    }
    if (!(a[0] instanceof PyStr x)) {
      throw Errors.typeError("maketrans() argument 1 must be str, not " + a[0].type().name());
    }
    if (!(a[1] instanceof PyStr y)) {
      throw Errors.typeError("maketrans() argument 2 must be str, not " + a[1].type().name());
    }
    int[] xs = x.value.codePoints().toArray();
    int[] ys = y.value.codePoints().toArray();
    if (xs.length != ys.length) {
      throw Errors.valueError("the first two maketrans arguments must have equal length");
    }
    for (int i = 0; i < xs.length; i++) {
      d.setItem(PyInt.of(xs[i]), PyInt.of(ys[i]));
    }
    if (a.length > 2) {
      if (!(a[2] instanceof PyStr z)) {
        throw Errors.typeError("maketrans() argument 3 must be str, not " + a[2].type().name());
      }
      z.value.codePoints().forEach(c -> d.setItem(PyInt.of(c), PyNone.NONE));
    }
    return d;
  }

  // ---------------------------------------------------------------- startswith / endswith

  private boolean matchAt(String prefix, long start, long end, boolean atEnd) {
    long len = length();
    if (start > len) {
      return false;
    }
    int cs = charIndex(start);
    int ce = charIndex(Math.max(end, start));
    if (end < start) {
      return false;
    }
    if (ce - cs < prefix.length()) {
      return false;
    }
    return atEnd ? value.startsWith(prefix, ce - prefix.length()) : value.startsWith(prefix, cs);
  }

  private static PyObject startsEnds(PyObject[] a, String[] k, String name, boolean atEnd) {
    Args.range(name, a, k, 2, 4);
    PyStr s = self(a[0]);
    long[] r = range(a, 2, s.length());
    if (a[1] instanceof PyStr p) {
      return PyBool.of(s.matchAt(p.value, r[0], r[1], atEnd));
    }
    if (a[1] instanceof PyTuple t) {
      for (int i = 0; i < t.size(); i++) {
        PyObject item = t.get(i);
        if (!(item instanceof PyStr p)) {
          throw Errors.typeError("tuple for " + name + " must only contain str, not " + item.type().name());
        }
        if (s.matchAt(p.value, r[0], r[1], atEnd)) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    }
    throw Errors.typeError(name + " first arg must be str or a tuple of str, not " + a[1].type().name());
  }

  // ---------------------------------------------------------------- encode

  /** str.encode(encoding, errors). */
  public static byte[] encode(String s, String encoding, String errors) {
    String enc = Codecs.normalize(encoding);
    return Codecs.encode(s, enc, errors);
  }

  // ---------------------------------------------------------------- constructor

  static PyObject construct(PyObject[] a, String[] k) {
    PyObject[] p = Args.bind("str", a, k, 1, new String[] {"object", "encoding", "errors"}, 0);
    PyType cls = (PyType) a[0];
    String result;
    if (p[0] == null) {
      result = "";
      if (p[1] != null || p[2] != null) {
        result = "";
      }
    } else if (p[1] == null && p[2] == null) {
      PyObject v = p[0];
      if (cls == TYPE) {
        if (v.getClass() == PyStr.class) {
          return v;
        }
        PyStr r = Ops.strObject(v);
        return r.getClass() == PyStr.class ? r : of(r.value);
      }
      result = Ops.strObject(v).value;
    } else {
      PyObject v = p[0];
      String encoding = p[1] == null ? "utf-8" : strArg(p[1], "str", 2);
      String errors = p[2] == null ? "strict" : strArg(p[2], "str", 3);
      if (v instanceof PyStr) {
        throw Errors.typeError("decoding str is not supported");
      }
      byte[] data;
      if (v instanceof PyBytes || v instanceof PyByteArray) {
        data = PyBytes.bytesFromObject(v);
      } else {
        throw Errors.typeError("decoding to str: need a bytes-like object, " + v.type().name() + " found");
      }
      result = Codecs.decode(data, Codecs.normalize(encoding), errors);
    }
    if (cls == TYPE) {
      return of(result);
    }
    if (!cls.isSubtypeOf(TYPE)) {
      throw Errors.typeError("str.__new__(" + cls.name() + "): " + cls.name() + " is not a subtype of str");
    }
    return new Sub(cls, result);
  }

  // ---------------------------------------------------------------- iterator

  /** Iterator over the code points of a str. */
  static final class StrIterator extends PyIterator {
    private final String s;
    private int pos;

    StrIterator(String s) {
      this.s = s;
    }

    @Override
    public PyType type() {
      return ITERATOR_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      if (pos >= s.length()) {
        return null;
      }
      char c = s.charAt(pos);
      if (!Character.isHighSurrogate(c) || pos + 1 >= s.length()) {
        pos++;
        return c < 256 ? LATIN1[c] : new PyStr(String.valueOf(c));
      }
      int cp = s.codePointAt(pos);
      pos += Character.charCount(cp);
      return ofCodePoint(cp);
    }
  }

  // ---------------------------------------------------------------- installation

  private static void cmp(PyType t, String name, Ops.Compare c) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      if (!(a[1] instanceof PyStr o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyStr x = self(a[0]);
      if (c == Ops.Compare.EQ) {
        return PyBool.of(x.value.equals(o.value));
      }
      if (c == Ops.Compare.NE) {
        return PyBool.of(!x.value.equals(o.value));
      }
      return PyBool.of(PyInt.compareResult(compare(x, o), c));
    });
  }

  private static long maxsplitArg(PyObject o) {
    if (o == null) {
      return -1;
    }
    return Ops.index(o).clampedLong();
  }

  private static final String[] SPLIT_PARAMS = {"sep", "maxsplit"};

  private static String optionalSep(PyObject o) {
    if (o == null || o == PyNone.NONE) {
      return null;
    }
    if (!(o instanceof PyStr s)) {
      throw Errors.typeError("must be str or None, not " + o.type().name());
    }
    return s.value;
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", PyStr::construct);
    t.defineMethod("__repr__", (a, k) -> of(repr(self(a[0]).value)));
    t.defineMethod("__str__", (a, k) -> a[0].getClass() == PyStr.class ? a[0] : of(self(a[0]).value));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(self(a[0]).hashValue()));
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).length()));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return self(a[0]).getItem(a[1]);
    });
    t.defineMethod("__iter__", (a, k) -> new StrIterator(self(a[0]).value));
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      if (!(a[1] instanceof PyStr s)) {
        throw Errors.typeError("'in <string>' requires string as left operand, not " + a[1].type().name());
      }
      ResourceMeter.current().tick(self(a[0]).value.length());
      return PyBool.of(Search.contains(self(a[0]).value, s.value));
    });
    t.defineMethod("__add__", (a, k) -> {
      Args.exact("__add__", a, k, 2);
      if (!(a[1] instanceof PyStr s)) {
        if (!a[1].type().isBuiltin() && a[1].type().lookup("__radd__") != null) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        throw Errors.typeError("can only concatenate str (not \"" + a[1].type().name() + "\") to str");
      }
      return concat(self(a[0]), s);
    });
    BuiltinBody mul = (a, k) -> {
      Args.exact("__mul__", a, k, 2);
      if (!(a[1] instanceof PyInt) && a[1].type().lookup("__index__") == null) {
        if (!a[1].type().isBuiltin() && a[1].type().lookup("__rmul__") != null) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        throw Errors.typeError("can't multiply sequence by non-int of type '" + a[1].type().name() + "'");
      }
      return repeat(self(a[0]), Containers.repeatCount(a[1]));
    };
    t.defineMethod("__mul__", mul);
    t.defineMethod("__rmul__", mul);
    t.defineMethod("__mod__", (a, k) -> {
      Args.exact("__mod__", a, k, 2);
      return of(PercentFormat.format(self(a[0]).value, a[1]));
    });
    t.defineMethod("__rmod__", (a, k) -> PyNotImplemented.NOT_IMPLEMENTED);
    cmp(t, "__eq__", Ops.Compare.EQ);
    cmp(t, "__ne__", Ops.Compare.NE);
    cmp(t, "__lt__", Ops.Compare.LT);
    cmp(t, "__le__", Ops.Compare.LE);
    cmp(t, "__gt__", Ops.Compare.GT);
    cmp(t, "__ge__", Ops.Compare.GE);
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Ops.strValue(a[1], "format() argument 2 must be str, not " + a[1].type().name());
      return of(FormatSpec.formatStr(self(a[0]).value, spec));
    });
    t.defineNoArgMethod("__getnewargs__", o -> PyTuple.of(of(self(o).value)));
    t.defineNoArgMethod("__sizeof__", o -> PyInt.of(49 + self(o).value.length()));

    // -- search
    t.defineMethod("find", (a, k) -> {
      Args.range("find", a, k, 2, 4);
      PyStr s = self(a[0]);
      String sub = mustBeStr(a[1]);
      long[] r = range(a, 2, s.length());
      return PyInt.of(s.find(sub, r[0], r[1], false));
    });
    t.defineMethod("rfind", (a, k) -> {
      Args.range("rfind", a, k, 2, 4);
      PyStr s = self(a[0]);
      String sub = mustBeStr(a[1]);
      long[] r = range(a, 2, s.length());
      return PyInt.of(s.find(sub, r[0], r[1], true));
    });
    t.defineMethod("index", (a, k) -> {
      Args.range("index", a, k, 2, 4);
      PyStr s = self(a[0]);
      String sub = mustBeStr(a[1]);
      long[] r = range(a, 2, s.length());
      long i = s.find(sub, r[0], r[1], false);
      if (i < 0) {
        throw Errors.valueError("substring not found");
      }
      return PyInt.of(i);
    });
    t.defineMethod("rindex", (a, k) -> {
      Args.range("rindex", a, k, 2, 4);
      PyStr s = self(a[0]);
      String sub = mustBeStr(a[1]);
      long[] r = range(a, 2, s.length());
      long i = s.find(sub, r[0], r[1], true);
      if (i < 0) {
        throw Errors.valueError("substring not found");
      }
      return PyInt.of(i);
    });
    t.defineMethod("count", (a, k) -> {
      Args.range("count", a, k, 2, 4);
      PyStr s = self(a[0]);
      String sub = mustBeStr(a[1]);
      long[] r = range(a, 2, s.length());
      return PyInt.of(s.count(sub, r[0], r[1]));
    });
    t.defineMethod("startswith", (a, k) -> startsEnds(a, k, "startswith", false));
    t.defineMethod("endswith", (a, k) -> startsEnds(a, k, "endswith", true));

    // -- split
    t.defineMethod("split", (a, k) -> {
      if (a.length == 2 && Args.kwCount(k) == 0 && a[1] instanceof PyStr sep) {
        return split(self(a[0]).value, sep.value, -1); // s.split(sep): nothing else to bind
      }
      PyObject[] p = Args.bind("split", a, k, 1, SPLIT_PARAMS, 0);
      String sep = optionalSep(p[0]);
      long max = maxsplitArg(p[1]);
      String s = self(a[0]).value;
      return sep == null ? splitWhitespace(s, max) : split(s, sep, max);
    });
    t.defineMethod("rsplit", (a, k) -> {
      PyObject[] p = Args.bind("rsplit", a, k, 1, SPLIT_PARAMS, 0);
      String sep = optionalSep(p[0]);
      long max = maxsplitArg(p[1]);
      String s = self(a[0]).value;
      return sep == null ? rsplitWhitespace(s, max) : rsplit(s, sep, max);
    });
    t.defineMethod("splitlines", (a, k) -> {
      PyObject[] p = Args.bind("splitlines", a, k, 1, new String[] {"keepends"}, 0);
      return splitlines(self(a[0]).value, p[0] != null && Ops.truthy(p[0]));
    });
    t.defineMethod("partition", (a, k) -> {
      Args.exact("str.partition", a, k, 2);
      String s = self(a[0]).value;
      String sep = mustBeStr(a[1]);
      if (sep.isEmpty()) {
        throw Errors.valueError("empty separator");
      }
      int i = Search.indexOf(s, sep, 0);
      if (i < 0) {
        return PyTuple.of(a[0], EMPTY, EMPTY);
      }
      return PyTuple.of(of(s.substring(0, i)), a[1], of(s.substring(i + sep.length())));
    });
    t.defineMethod("rpartition", (a, k) -> {
      Args.exact("str.rpartition", a, k, 2);
      String s = self(a[0]).value;
      String sep = mustBeStr(a[1]);
      if (sep.isEmpty()) {
        throw Errors.valueError("empty separator");
      }
      int i = Search.lastIndexOf(s, sep);
      if (i < 0) {
        return PyTuple.of(EMPTY, EMPTY, a[0]);
      }
      return PyTuple.of(of(s.substring(0, i)), a[1], of(s.substring(i + sep.length())));
    });
    t.defineMethod("join", (a, k) -> {
      Args.exact("str.join", a, k, 2);
      return join(self(a[0]).value, a[1]);
    });

    // -- strip / pad
    t.defineMethod("strip", (a, k) -> stripMethod(a, k, "strip", true, true));
    t.defineMethod("lstrip", (a, k) -> stripMethod(a, k, "lstrip", true, false));
    t.defineMethod("rstrip", (a, k) -> stripMethod(a, k, "rstrip", false, true));
    t.defineMethod("center", (a, k) -> padded(a, k, "center", '^'));
    t.defineMethod("ljust", (a, k) -> padded(a, k, "ljust", '<'));
    t.defineMethod("rjust", (a, k) -> padded(a, k, "rjust", '>'));
    t.defineMethod("zfill", (a, k) -> {
      Args.exact("str.zfill", a, k, 2);
      return of(zfill(self(a[0]).value, Ops.index(a[1]).clampedLong()));
    });
    t.defineMethod("expandtabs", (a, k) -> {
      PyObject[] p = Args.bind("expandtabs", a, k, 1, new String[] {"tabsize"}, 0);
      long ts = p[0] == null ? 8 : PyStr.cInt(p[0]);
      return of(expandtabs(self(a[0]).value, ts));
    });

    // -- case
    t.defineNoArgMethod("upper", o -> of(upper(self(o).value)));
    t.defineNoArgMethod("lower", o -> of(lower(self(o).value)));
    t.defineNoArgMethod("casefold", o -> {
      String s = self(o).value;
      if (isAsciiOnly(s)) {
        return of(lower(s));
      }
      StringBuilder sb = new StringBuilder(s.length());
      ResourceMeter meter = ResourceMeter.current();
      for (int i = 0; i < s.length(); ) {
        int c = s.codePointAt(i);
        i += Character.charCount(c);
        meter.tick();
        if (c == 0x3c2) {
          sb.append('\u03c3');
        } else {
          sb.append(new String(Character.toChars(c)).toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT));
        }
        if ((i & 0xffff) < 2) {
          meter.requireFitsString(sb.length()); // a char may fold to three
        }
      }
      return of(sb.toString());
    });
    t.defineNoArgMethod("title", o -> of(title(self(o).value)));
    t.defineNoArgMethod("capitalize", o -> of(capitalize(self(o).value)));
    t.defineNoArgMethod("swapcase", o -> of(swapcase(self(o).value)));

    // -- predicates
    t.defineNoArgMethod("isalpha", o -> PyBool.of(all(self(o).value, PyStr::isAlphaChar)));
    t.defineNoArgMethod("isdigit", o -> PyBool.of(all(self(o).value, PyStr::isDigitChar)));
    t.defineNoArgMethod("isdecimal", o -> PyBool.of(all(self(o).value, PyStr::isDecimalChar)));
    t.defineNoArgMethod("isnumeric", o -> PyBool.of(all(self(o).value, PyStr::isNumericChar)));
    t.defineMethod("isalnum", (a, k) -> PyBool.of(all(self(a[0]).value,
        c -> isAlphaChar(c) || isDigitChar(c) || isNumericChar(c))));
    t.defineNoArgMethod("isspace", o -> PyBool.of(all(self(o).value, PyStr::isPyWhitespace)));
    t.defineNoArgMethod("isupper", o -> PyBool.of(isUpperStr(self(o).value)));
    t.defineNoArgMethod("islower", o -> PyBool.of(isLowerStr(self(o).value)));
    t.defineNoArgMethod("istitle", o -> PyBool.of(isTitleStr(self(o).value)));
    t.defineNoArgMethod("isidentifier", o -> PyBool.of(isIdentifier(self(o).value)));
    t.defineMethod("isprintable", (a, k) -> {
      String s = self(a[0]).value;
      return PyBool.of(s.isEmpty() || all(s, PyStr::isPrintable));
    });
    t.defineNoArgMethod("isascii", o -> PyBool.of(isAsciiOnly(self(o).value)));

    // -- transform
    t.defineMethod("replace", (a, k) -> {
      Args.range("replace", a, k, 3, 4);
      String old = strArg(a[1], "replace", 1);
      String rep = strArg(a[2], "replace", 2);
      long count = a.length > 3 ? Ops.index(a[3]).clampedLong() : -1;
      String s = self(a[0]).value;
      String r = replace(s, old, rep, count);
      return r == s && a[0].getClass() == PyStr.class ? a[0] : of(r);
    });
    t.defineMethod("removeprefix", (a, k) -> {
      Args.exact("str.removeprefix", a, k, 2);
      String s = self(a[0]).value;
      String p = strArg(a[1], "removeprefix", 1);
      return s.startsWith(p) && !p.isEmpty() ? of(s.substring(p.length())) : of(s);
    });
    t.defineMethod("removesuffix", (a, k) -> {
      Args.exact("str.removesuffix", a, k, 2);
      String s = self(a[0]).value;
      String p = strArg(a[1], "removesuffix", 1);
      return s.endsWith(p) && !p.isEmpty() ? of(s.substring(0, s.length() - p.length())) : of(s);
    });
    t.defineMethod("translate", (a, k) -> {
      Args.exact("str.translate", a, k, 2);
      return of(translate(self(a[0]).value, a[1]));
    });
    t.defineStaticMethod("maketrans", (a, k) -> {
      Args.noKeywords("maketrans", k);
      if (a.length < 1 || a.length > 3) {
        throw Errors.typeError("maketrans() takes at most 3 arguments (" + a.length + " given)");
      }
      return maketrans(a);
    });
    t.defineMethod("encode", (a, k) -> {
      PyObject[] p = Args.bind("encode", a, k, 1, new String[] {"encoding", "errors"}, 0);
      String enc = p[0] == null ? "utf-8" : strArg(p[0], "encode", 1);
      String err = p[1] == null ? "strict" : strArg(p[1], "encode", 2);
      return PyBytes.wrap(encode(self(a[0]).value, enc, err));
    });
    t.defineMethod("format", (a, k) -> {
      if (a.length == 0) {
        throw Errors.typeError("descriptor 'format' of 'str' object needs an argument");
      }
      return of(StrFormat.format(self(a[0]).value, a, k));
    });
    t.defineMethod("format_map", (a, k) -> {
      Args.exact("str.format_map", a, k, 2);
      return of(StrFormat.formatMap(self(a[0]).value, a[1]));
    });
  }
}
