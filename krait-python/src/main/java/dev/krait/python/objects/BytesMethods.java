/*
 * The methods bytes and bytearray share. Bytes are handled as Latin-1 Java strings where that
 * is exact (searching, splitting with a separator, replacing), with ASCII-only rules for case
 * and whitespace as CPython's bytes methods have. Methods of a bytearray return bytearrays.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;

/** Shared implementation of bytes and bytearray. */
final class BytesMethods {
  private BytesMethods() {}

  static byte[] data(PyObject o) {
    if (o instanceof PyBytes b) {
      return b.value;
    }
    PyByteArray ba = (PyByteArray) o;
    return ba.buf.length == ba.size ? ba.buf : Arrays.copyOf(ba.buf, ba.size);
  }

  static String latin(byte[] b) {
    return new String(b, StandardCharsets.ISO_8859_1);
  }

  static String latin(PyObject o) {
    return latin(data(o));
  }

  static PyObject make(PyObject self, byte[] d) {
    if (self instanceof PyByteArray) {
      return new PyByteArray(d);
    }
    return PyBytes.wrap(d);
  }

  static PyObject make(PyObject self, String latin1) {
    return make(self, latin1.getBytes(StandardCharsets.ISO_8859_1));
  }

  static String typeName(PyObject self) {
    return self instanceof PyByteArray ? "bytearray" : "bytes";
  }

  static boolean isSpace(int c) {
    return c == ' ' || (c >= 9 && c <= 13);
  }

  static boolean isUpper(int c) {
    return c >= 'A' && c <= 'Z';
  }

  static boolean isLower(int c) {
    return c >= 'a' && c <= 'z';
  }

  static boolean isAlpha(int c) {
    return isUpper(c) || isLower(c);
  }

  static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  // ---------------------------------------------------------------- repr

  static String repr(byte[] b, int n, String open, String close) {
    return repr(b, n, open, close, false);
  }

  static String repr(byte[] b, int n, String open, String close, boolean alwaysEscapeSingle) {
    boolean single = false;
    boolean dbl = false;
    for (int i = 0; i < n; i++) {
      if (b[i] == '\'') {
        single = true;
      } else if (b[i] == '"') {
        dbl = true;
      }
    }
    char quote = single && !dbl ? '"' : '\'';
    ResourceMeter meter = ResourceMeter.current();
    meter.requireFitsString(n + 8L);
    StringBuilder sb = new StringBuilder(n + 8);
    sb.append(open, 0, open.length() - 1).append(quote);
    for (int i = 0; i < n; i++) {
      if ((i & 0xffff) == 0xffff) {
        // up to 4 chars a byte: the buffer is bounded as it grows, and the work ticks
        meter.tick(0x10000);
        meter.requireFitsString(sb.length());
      }
      int c = b[i] & 0xff;
      if (c == quote || c == '\\' || (alwaysEscapeSingle && c == '\'')) {
        sb.append('\\').append((char) c);
      } else if (c == '\t') {
        sb.append("\\t");
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\r') {
        sb.append("\\r");
      } else if (c < 32 || c >= 127) {
        sb.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
      } else {
        sb.append((char) c);
      }
    }
    sb.append(quote);
    sb.append(close, 1, close.length());
    return sb.toString();
  }

  static String reprOf(PyObject self) {
    byte[] d = data(self);
    if (self instanceof PyByteArray) {
      String name = self.type().name();
      return name + "(" + repr(d, d.length, "b'", "'", true) + ")";
    }
    return repr(d, d.length, "b'", "'");
  }

  // ---------------------------------------------------------------- helpers

  static byte[] repeat(byte[] d, int n, long times) {
    if (times <= 0 || n == 0) {
      return new byte[0];
    }
    long total = dev.krait.python.vm.Sizes.mul(n, times);
    ResourceMeter.current().allocate(dev.krait.python.vm.Sizes.add(16, total),
        "a bytes object of " + dev.krait.python.vm.LimitExceededError.count(total) + " bytes");
    if (total > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    byte[] out = new byte[(int) total];
    for (int i = 0; i < times; i++) {
      System.arraycopy(d, 0, out, i * n, n);
    }
    return out;
  }

  /** A "sub" argument of find/count/in: bytes-like or an int in range(256). */
  static String subArg(PyObject o) {
    if (PyBytes.isBytesLike(o)) {
      return latin(data(o));
    }
    if (o instanceof PyInt || o.type().lookup("__index__") != null) {
      return String.valueOf((char) PyBytes.byteValue(o));
    }
    throw Errors.typeError("argument should be integer or bytes-like object, not '" + o.type().name() + "'");
  }

  static String bytesArg(PyObject o) {
    if (PyBytes.isBytesLike(o)) {
      return latin(data(o));
    }
    throw Errors.typeError("a bytes-like object is required, not '" + o.type().name() + "'");
  }

  private static long find(String s, String sub, long start, long end, boolean reverse) {
    long len = s.length();
    if (start > len || end - start < sub.length()) {
      return -1;
    }
    return (reverse ? Search.backward(sub) : Search.forward(sub)).in(s, (int) start, (int) end);
  }

  private static PyList splitWhitespace(PyObject self, String s, long maxsplit, boolean reverse) {
    ArrayList<String> parts = new ArrayList<>();
    int n = s.length();
    long splits = 0;
    if (!reverse) {
      int i = 0;
      while (true) {
        while (i < n && isSpace(s.charAt(i))) {
          i++;
        }
        if (i >= n) {
          break;
        }
        if (maxsplit >= 0 && splits >= maxsplit) {
          parts.add(s.substring(i));
          break;
        }
        int j = i;
        while (j < n && !isSpace(s.charAt(j))) {
          j++;
        }
        parts.add(s.substring(i, j));
        splits++;
        i = j;
      }
    } else {
      int i = n;
      while (true) {
        while (i > 0 && isSpace(s.charAt(i - 1))) {
          i--;
        }
        if (i <= 0) {
          break;
        }
        if (maxsplit >= 0 && splits >= maxsplit) {
          parts.add(0, s.substring(0, i));
          break;
        }
        int j = i;
        while (j > 0 && !isSpace(s.charAt(j - 1))) {
          j--;
        }
        parts.add(0, s.substring(j, i));
        splits++;
        i = j;
      }
    }
    PyList out = new PyList();
    for (String p : parts) {
      out.append(make(self, p));
    }
    return out;
  }

  private static PyList toList(PyObject self, PyList strs) {
    PyList out = new PyList();
    for (PyObject o : strs.toArray()) {
      out.append(make(self, ((PyStr) o).value()));
    }
    return out;
  }

  private static String strip(String s, String chars, boolean left, boolean right) {
    int b = 0;
    int e = s.length();
    // a set of the bytes to strip: indexOf in a long chars argument per byte would be quadratic
    java.util.function.IntPredicate in = chars == null ? BytesMethods::isSpace : PyStr.charSet(chars);
    if (left) {
      while (b < e && in.test(s.charAt(b))) {
        b++;
      }
    }
    if (right) {
      while (e > b && in.test(s.charAt(e - 1))) {
        e--;
      }
    }
    return s.substring(b, e);
  }

  private static PyObject stripMethod(PyObject[] a, String[] k, String name, boolean left, boolean right) {
    Args.range(name, a, k, 1, 2);
    String chars = a.length > 1 && a[1] != PyNone.NONE ? bytesArg(a[1]) : null;
    return make(a[0], strip(latin(a[0]), chars, left, right));
  }

  static String asciiUpper(String s) {
    char[] cs = s.toCharArray();
    for (int i = 0; i < cs.length; i++) {
      if (isLower(cs[i])) {
        cs[i] -= 32;
      }
    }
    return new String(cs);
  }

  static String asciiLower(String s) {
    char[] cs = s.toCharArray();
    for (int i = 0; i < cs.length; i++) {
      if (isUpper(cs[i])) {
        cs[i] += 32;
      }
    }
    return new String(cs);
  }

  interface CharTest {
    boolean test(int c);
  }

  private static PyBool all(PyObject self, CharTest t) {
    byte[] d = data(self);
    if (d.length == 0) {
      return PyBool.FALSE;
    }
    for (byte b : d) {
      if (!t.test(b & 0xff)) {
        return PyBool.FALSE;
      }
    }
    return PyBool.TRUE;
  }

  private static PyObject padded(PyObject[] a, String[] k, String name, char how) {
    Args.range(name, a, k, 2, 3);
    byte[] d = data(a[0]);
    long width = Ops.index(a[1]).clampedLong();
    int fill = ' ';
    if (a.length > 2) {
      if (!PyBytes.isBytesLike(a[2]) || data(a[2]).length != 1) {
        throw Errors.typeError(name + "() argument 2 must be a byte string of length 1, not "
            + a[2].type().name());
      }
      fill = data(a[2])[0] & 0xff;
    }
    if (width <= d.length) {
      return make(a[0], d.clone());
    }
    ResourceMeter.current().allocate(width + 16);
    if (width > Integer.MAX_VALUE - 16) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    long marg = width - d.length;
    long left = how == '<' ? 0 : how == '>' ? marg : marg / 2 + (marg & width & 1);
    byte[] out = new byte[(int) width];
    Arrays.fill(out, (byte) fill);
    System.arraycopy(d, 0, out, (int) left, d.length);
    return make(a[0], out);
  }

  private static PyObject startsEnds(PyObject[] a, String[] k, String name, boolean atEnd) {
    Args.range(name, a, k, 2, 4);
    String s = latin(a[0]);
    long[] r = PyStr.range(a, 2, s.length());
    PyObject[] candidates;
    if (a[1] instanceof PyTuple t) {
      candidates = t.toArray();
    } else if (PyBytes.isBytesLike(a[1])) {
      candidates = new PyObject[] {a[1]};
    } else {
      throw Errors.typeError(name + " first arg must be bytes or a tuple of bytes, not " + a[1].type().name());
    }
    for (PyObject c : candidates) {
      String p = bytesArg(c);
      long start = r[0];
      long end = r[1];
      if (start > s.length() || end < start || end - start < p.length()) {
        continue;
      }
      if (atEnd ? s.startsWith(p, (int) end - p.length()) : s.startsWith(p, (int) start)) {
        return PyBool.TRUE;
      }
    }
    return PyBool.FALSE;
  }

  static String hex(byte[] d, String sep, long perSep) {
    StringBuilder sb = new StringBuilder(d.length * 3);
    int n = d.length;
    for (int i = 0; i < n; i++) {
      if (sep != null && i > 0 && perSep != 0) {
        boolean boundary;
        if (perSep > 0) {
          boundary = (n - i) % perSep == 0;
        } else {
          boundary = i % (-perSep) == 0;
        }
        if (boundary) {
          sb.append(sep);
        }
      }
      int c = d[i] & 0xff;
      sb.append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
    }
    return sb.toString();
  }

  static byte[] fromHex(String s) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(s.length() / 2);
    int i = 0;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == ' ' || (c >= 9 && c <= 13)) {
        i++;
        continue;
      }
      int hi = Character.digit(c, 16);
      if (hi < 0 || c > 127) {
        throw Errors.valueError("non-hexadecimal number found in fromhex() arg at position " + i);
      }
      if (i + 1 >= n) {
        throw Errors.valueError("non-hexadecimal number found in fromhex() arg at position " + (i + 1));
      }
      int lo = Character.digit(s.charAt(i + 1), 16);
      if (lo < 0 || s.charAt(i + 1) > 127) {
        throw Errors.valueError("non-hexadecimal number found in fromhex() arg at position " + (i + 1));
      }
      out.write(hi * 16 + lo);
      i += 2;
    }
    return out.toByteArray();
  }

  private static int compare(byte[] x, byte[] y) {
    return Arrays.compareUnsigned(x, y);
  }

  private static void cmp(PyType t, String name, Ops.Compare c) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      if (!PyBytes.isBytesLike(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      byte[] x = data(a[0]);
      byte[] y = data(a[1]);
      if (c == Ops.Compare.EQ) {
        return PyBool.of(Arrays.equals(x, y));
      }
      if (c == Ops.Compare.NE) {
        return PyBool.of(!Arrays.equals(x, y));
      }
      return PyBool.of(PyInt.compareResult(compare(x, y), c));
    });
  }

  /** Iterator over the ints of a bytes/bytearray. */
  static final class BytesIterator extends PyIterator {
    static final PyType TYPE = PyType.builtin("bytes_iterator", PyType.OBJECT, PyIterator::installIteratorProtocol);
    private final PyObject owner;
    private int pos;

    BytesIterator(PyObject owner) {
      this.owner = owner;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      if (owner instanceof PyBytes b) {
        return pos < b.value.length ? PyInt.of(b.value[pos++] & 0xff) : null;
      }
      PyByteArray ba = (PyByteArray) owner;
      return pos < ba.size ? PyInt.of(ba.buf[pos++] & 0xff) : null;
    }

    @Override
    public void forEachReference(ReferenceVisitor visitor) {
      visitor.visit(owner);
    }
  }

  // ---------------------------------------------------------------- installation

  static void install(PyType t, boolean mutable) {
    t.markBaseType();
    if (mutable) {
      t.defineStaticMethod("__new__", (a, k) -> {
        PyType cls = (PyType) a[0];
        return cls == PyByteArray.TYPE ? new PyByteArray() : new PyByteArray.Sub(cls, new byte[0]);
      });
      PyByteArray.installMutators(t);
    } else {
      t.defineStaticMethod("__new__", PyBytes::construct);
      t.defineMethod("__hash__", (a, k) -> PyInt.of(((PyBytes) a[0]).hashValue()));
      t.defineNoArgMethod("__getnewargs__", o -> PyTuple.of(PyBytes.wrap(data(o))));
    }
    t.defineMethod("__repr__", (a, k) -> PyStr.of(reprOf(a[0])));
    t.defineMethod("__str__", (a, k) -> PyStr.of(reprOf(a[0])));
    t.defineMethod("__len__", (a, k) -> PyInt.of(a[0] instanceof PyBytes b ? b.value.length
        : ((PyByteArray) a[0]).size));
    t.defineMethod("__iter__", (a, k) -> new BytesIterator(a[0]));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      byte[] d = data(a[0]);
      if (a[1] instanceof PySlice sl) {
        long[] r = sl.indices(d.length);
        if (r[2] == 1) {
          return make(a[0], Arrays.copyOfRange(d, (int) r[0], (int) Math.max(r[0], r[0] + r[3])));
        }
        byte[] out = new byte[(int) r[3]];
        for (int i = 0; i < r[3]; i++) {
          out[i] = d[(int) (r[0] + i * r[2])];
        }
        return make(a[0], out);
      }
      if (!(a[1] instanceof PyInt) && a[1].type().lookup("__index__") == null) {
        throw Errors.typeError(typeName(a[0]) + " indices must be integers or slices, not " + a[1].type().name());
      }
      long i = Ops.index(a[1]).clampedLong();
      if (i < 0) {
        i += d.length;
      }
      if (i < 0 || i >= d.length) {
        throw Errors.indexError(a[0] instanceof PyBytes ? "index out of range" : "bytearray index out of range");
      }
      return PyInt.of(d[(int) i] & 0xff);
    });
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(Search.contains(latin(a[0]), subArg(a[1])));
    });
    t.defineMethod("__add__", (a, k) -> {
      Args.exact("__add__", a, k, 2);
      if (!PyBytes.isBytesLike(a[1])) {
        if (!a[1].type().isBuiltin() && a[1].type().lookup("__radd__") != null) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        throw Errors.typeError("can't concat " + a[1].type().name() + " to " + typeName(a[0]));
      }
      byte[] x = data(a[0]);
      byte[] y = data(a[1]);
      ResourceMeter.current().allocate(16L + x.length + y.length);
      byte[] out = Arrays.copyOf(x, x.length + y.length);
      System.arraycopy(y, 0, out, x.length, y.length);
      return make(a[0], out);
    });
    BuiltinBody mul = (a, k) -> {
      Args.exact("__mul__", a, k, 2);
      if (!(a[1] instanceof PyInt) && a[1].type().lookup("__index__") == null) {
        if (!a[1].type().isBuiltin() && a[1].type().lookup("__rmul__") != null) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        throw Errors.typeError("can't multiply sequence by non-int of type '" + a[1].type().name() + "'");
      }
      byte[] d = data(a[0]);
      return make(a[0], repeat(d, d.length, Containers.repeatCount(a[1])));
    };
    t.defineMethod("__mul__", mul);
    t.defineMethod("__rmul__", mul);
    cmp(t, "__eq__", Ops.Compare.EQ);
    cmp(t, "__ne__", Ops.Compare.NE);
    cmp(t, "__lt__", Ops.Compare.LT);
    cmp(t, "__le__", Ops.Compare.LE);
    cmp(t, "__gt__", Ops.Compare.GT);
    cmp(t, "__ge__", Ops.Compare.GE);
    t.defineMethod("decode", (a, k) -> {
      PyObject[] p = Args.bind("decode", a, k, 1, new String[] {"encoding", "errors"}, 0);
      String enc = p[0] == null ? "utf-8" : PyStr.strArg(p[0], "decode", 1);
      String err = p[1] == null ? "strict" : PyStr.strArg(p[1], "decode", 2);
      return PyStr.of(Codecs.decode(data(a[0]), Codecs.normalize(enc), err));
    });
    t.defineMethod("hex", (a, k) -> {
      PyObject[] p = Args.bind("hex", a, k, 1, new String[] {"sep", "bytes_per_sep"}, 0);
      String sep = null;
      if (p[0] != null) {
        sep = p[0] instanceof PyStr s ? s.value() : latin(bytesArg(p[0]).getBytes(StandardCharsets.ISO_8859_1));
        if (sep.length() != 1) {
          throw Errors.valueError("sep must be length 1.");
        }
      }
      long per = p[1] == null ? 1 : Ops.index(p[1]).clampedLong();
      return PyStr.of(hex(data(a[0]), sep, per));
    });
    t.defineClassMethod("fromhex", (a, k) -> {
      Args.exact("fromhex", a, k, 2);
      String s = Ops.strValue(a[1], "fromhex() argument must be str, not " + a[1].type().name());
      byte[] d = fromHex(s);
      PyType cls = (PyType) a[0];
      if (cls == PyBytes.TYPE) {
        return PyBytes.wrap(d);
      }
      if (cls == PyByteArray.TYPE) {
        return new PyByteArray(d);
      }
      return cls.call(new PyObject[] {PyBytes.wrap(d)}, null);
    });
    t.defineMethod("count", (a, k) -> {
      Args.range("count", a, k, 2, 4);
      String s = latin(a[0]);
      String sub = subArg(a[1]);
      long[] r = PyStr.range(a, 2, s.length());
      if (r[0] > s.length() || r[1] < r[0]) {
        return PyInt.of(0);
      }
      if (sub.isEmpty()) {
        return PyInt.of(r[1] - r[0] + 1);
      }
      return PyInt.of(Search.forward(sub).count(s, (int) r[0], (int) r[1], -1));
    });
    for (String name : new String[] {"find", "rfind", "index", "rindex"}) {
      boolean reverse = name.startsWith("r");
      boolean raise = name.endsWith("index");
      t.defineMethod(name, (a, k) -> {
        Args.range(name, a, k, 2, 4);
        String s = latin(a[0]);
        String sub = subArg(a[1]);
        long[] r = PyStr.range(a, 2, s.length());
        long i = find(s, sub, r[0], r[1], reverse);
        if (i < 0 && raise) {
          throw Errors.valueError("subsection not found");
        }
        return PyInt.of(i);
      });
    }
    t.defineMethod("startswith", (a, k) -> startsEnds(a, k, "startswith", false));
    t.defineMethod("endswith", (a, k) -> startsEnds(a, k, "endswith", true));
    t.defineMethod("split", (a, k) -> {
      PyObject[] p = Args.bind("split", a, k, 1, new String[] {"sep", "maxsplit"}, 0);
      long max = p[1] == null ? -1 : Ops.index(p[1]).clampedLong();
      String s = latin(a[0]);
      if (p[0] == null || p[0] == PyNone.NONE) {
        return splitWhitespace(a[0], s, max, false);
      }
      return toList(a[0], PyStr.split(s, bytesArg(p[0]), max));
    });
    t.defineMethod("rsplit", (a, k) -> {
      PyObject[] p = Args.bind("rsplit", a, k, 1, new String[] {"sep", "maxsplit"}, 0);
      long max = p[1] == null ? -1 : Ops.index(p[1]).clampedLong();
      String s = latin(a[0]);
      if (p[0] == null || p[0] == PyNone.NONE) {
        return splitWhitespace(a[0], s, max, true);
      }
      return toList(a[0], PyStr.rsplit(s, bytesArg(p[0]), max));
    });
    t.defineMethod("splitlines", (a, k) -> {
      PyObject[] p = Args.bind("splitlines", a, k, 1, new String[] {"keepends"}, 0);
      boolean keep = p[0] != null && Ops.truthy(p[0]);
      String s = latin(a[0]);
      PyList out = new PyList();
      int n = s.length();
      int i = 0;
      while (i < n) {
        int j = i;
        while (j < n && s.charAt(j) != '\n' && s.charAt(j) != '\r') {
          j++;
        }
        int eol = j;
        if (j < n) {
          j += s.charAt(j) == '\r' && j + 1 < n && s.charAt(j + 1) == '\n' ? 2 : 1;
          if (keep) {
            eol = j;
          }
        }
        out.append(make(a[0], s.substring(i, eol)));
        i = j;
      }
      return out;
    });
    t.defineMethod("partition", (a, k) -> {
      Args.exact("partition", a, k, 2);
      String s = latin(a[0]);
      String sep = bytesArg(a[1]);
      if (sep.isEmpty()) {
        throw Errors.valueError("empty separator");
      }
      int i = Search.indexOf(s, sep, 0);
      if (i < 0) {
        return PyTuple.of(make(a[0], s), make(a[0], ""), make(a[0], ""));
      }
      return PyTuple.of(make(a[0], s.substring(0, i)), make(a[0], sep), make(a[0], s.substring(i + sep.length())));
    });
    t.defineMethod("rpartition", (a, k) -> {
      Args.exact("rpartition", a, k, 2);
      String s = latin(a[0]);
      String sep = bytesArg(a[1]);
      if (sep.isEmpty()) {
        throw Errors.valueError("empty separator");
      }
      int i = Search.lastIndexOf(s, sep);
      if (i < 0) {
        return PyTuple.of(make(a[0], ""), make(a[0], ""), make(a[0], s));
      }
      return PyTuple.of(make(a[0], s.substring(0, i)), make(a[0], sep), make(a[0], s.substring(i + sep.length())));
    });
    t.defineMethod("join", (a, k) -> {
      Args.exact("join", a, k, 2);
      String sep = latin(a[0]);
      PyObject[] items = Ops.toArray(a[1]);
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < items.length; i++) {
        if (!PyBytes.isBytesLike(items[i])) {
          throw Errors.typeError("sequence item " + i + ": expected a bytes-like object, " + items[i].type().name()
              + " found");
        }
        if (i > 0) {
          sb.append(sep);
        }
        sb.append(latin(items[i]));
        if (sb.length() > 65536) {
          ResourceMeter.current().tick();
        }
      }
      ResourceMeter.current().allocate(16L + sb.length());
      return make(a[0], sb.toString());
    });
    t.defineMethod("strip", (a, k) -> stripMethod(a, k, "strip", true, true));
    t.defineMethod("lstrip", (a, k) -> stripMethod(a, k, "lstrip", true, false));
    t.defineMethod("rstrip", (a, k) -> stripMethod(a, k, "rstrip", false, true));
    t.defineMethod("replace", (a, k) -> {
      Args.range("replace", a, k, 3, 4);
      long count = a.length > 3 ? Ops.index(a[3]).clampedLong() : -1;
      return make(a[0], PyStr.replace(latin(a[0]), bytesArg(a[1]), bytesArg(a[2]), count));
    });
    t.defineMethod("removeprefix", (a, k) -> {
      Args.exact("removeprefix", a, k, 2);
      String s = latin(a[0]);
      String p = bytesArg(a[1]);
      return make(a[0], s.startsWith(p) ? s.substring(p.length()) : s);
    });
    t.defineMethod("removesuffix", (a, k) -> {
      Args.exact("removesuffix", a, k, 2);
      String s = latin(a[0]);
      String p = bytesArg(a[1]);
      return make(a[0], s.endsWith(p) && !p.isEmpty() ? s.substring(0, s.length() - p.length()) : s);
    });
    t.defineNoArgMethod("upper", o -> make(o, asciiUpper(latin(o))));
    t.defineNoArgMethod("lower", o -> make(o, asciiLower(latin(o))));
    t.defineMethod("swapcase", (a, k) -> {
      char[] cs = latin(a[0]).toCharArray();
      for (int i = 0; i < cs.length; i++) {
        if (isUpper(cs[i])) {
          cs[i] += 32;
        } else if (isLower(cs[i])) {
          cs[i] -= 32;
        }
      }
      return make(a[0], new String(cs));
    });
    t.defineMethod("capitalize", (a, k) -> {
      String s = latin(a[0]);
      if (s.isEmpty()) {
        return make(a[0], s);
      }
      return make(a[0], asciiUpper(s.substring(0, 1)) + asciiLower(s.substring(1)));
    });
    t.defineMethod("title", (a, k) -> {
      char[] cs = latin(a[0]).toCharArray();
      boolean prev = false;
      for (int i = 0; i < cs.length; i++) {
        char c = cs[i];
        if (prev) {
          if (isUpper(c)) {
            cs[i] += 32;
          }
        } else if (isLower(c)) {
          cs[i] -= 32;
        }
        prev = isAlpha(c);
      }
      return make(a[0], new String(cs));
    });
    t.defineNoArgMethod("isdigit", o -> all(o, BytesMethods::isDigit));
    t.defineNoArgMethod("isalpha", o -> all(o, BytesMethods::isAlpha));
    t.defineNoArgMethod("isalnum", o -> all(o, c -> isAlpha(c) || isDigit(c)));
    t.defineNoArgMethod("isspace", o -> all(o, BytesMethods::isSpace));
    t.defineMethod("isascii", (a, k) -> {
      for (byte b : data(a[0])) {
        if (b < 0) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
    t.defineMethod("isupper", (a, k) -> {
      boolean cased = false;
      for (byte b : data(a[0])) {
        if (isLower(b)) {
          return PyBool.FALSE;
        }
        cased |= isUpper(b);
      }
      return PyBool.of(cased);
    });
    t.defineMethod("islower", (a, k) -> {
      boolean cased = false;
      for (byte b : data(a[0])) {
        if (isUpper(b)) {
          return PyBool.FALSE;
        }
        cased |= isLower(b);
      }
      return PyBool.of(cased);
    });
    t.defineNoArgMethod("istitle", o -> PyBool.of(PyStr.isTitleStr(asciiOnly(latin(o)))));
    t.defineMethod("center", (a, k) -> padded(a, k, "center", '^'));
    t.defineMethod("ljust", (a, k) -> padded(a, k, "ljust", '<'));
    t.defineMethod("rjust", (a, k) -> padded(a, k, "rjust", '>'));
    t.defineMethod("zfill", (a, k) -> {
      Args.exact("zfill", a, k, 2);
      return make(a[0], PyStr.zfill(latin(a[0]), Ops.index(a[1]).clampedLong()));
    });
    t.defineMethod("expandtabs", (a, k) -> {
      PyObject[] p = Args.bind("expandtabs", a, k, 1, new String[] {"tabsize"}, 0);
      long ts = p[0] == null ? 8 : PyStr.cInt(p[0]);
      return make(a[0], PyStr.expandtabs(latin(a[0]), ts));
    });
    t.defineMethod("translate", (a, k) -> {
      PyObject[] p = Args.bind("translate", a, k, 1, new String[] {"table", "delete"}, 1);
      String table = p[0] == PyNone.NONE ? null : bytesArg(p[0]);
      if (table != null && table.length() != 256) {
        throw Errors.valueError("translation table must be 256 characters long");
      }
      String del = p[1] == null ? "" : bytesArg(p[1]);
      java.util.function.IntPredicate deleted = PyStr.charSet(del);
      StringBuilder sb = new StringBuilder();
      for (char c : latin(a[0]).toCharArray()) {
        if (deleted.test(c)) {
          continue;
        }
        sb.append(table == null ? c : table.charAt(c));
      }
      return make(a[0], sb.toString());
    });
    t.defineStaticMethod("maketrans", (a, k) -> {
      Args.exact("maketrans", a, k, 2);
      String from = bytesArg(a[0]);
      String to = bytesArg(a[1]);
      if (from.length() != to.length()) {
        throw Errors.valueError("maketrans arguments must have same length");
      }
      byte[] table = new byte[256];
      for (int i = 0; i < 256; i++) {
        table[i] = (byte) i;
      }
      for (int i = 0; i < from.length(); i++) {
        table[from.charAt(i)] = (byte) to.charAt(i);
      }
      return PyBytes.wrap(table);
    });
    t.defineMethod("__mod__", (a, k) -> {
      Args.exact("__mod__", a, k, 2);
      String r = PercentFormat.formatBytes(latin(a[0]), a[1]);
      return make(a[0], r);
    });
  }

  private static String asciiOnly(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      sb.append(c < 128 ? c : ' ');
    }
    return sb.toString();
  }
}
