/*
 * The io module's in-memory streams: StringIO (text, positions in code points, newline
 * translation as CPython's) and BytesIO, with read/readline/readlines/write/writelines/seek/
 * tell/truncate/getvalue, iteration, close/closed and the context-manager protocol. TextIOWrapper
 * is the type of sys's standard streams (StdStreams); files need the outside world and are absent.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.Arrays;

/** {@code import io}. */
public final class IoModule {
  private IoModule() {}

  /** The abstract bases, for isinstance/issubclass checks (no file objects exist in Krait). */
  public static final PyType IO_BASE = PyType.builtin("_io._IOBase", PyType.OBJECT, PyType::markBaseType);
  public static final PyType TEXT_IO_BASE = PyType.builtin("_io._TextIOBase", IO_BASE, PyType::markBaseType);
  public static final PyType BUFFERED_IO_BASE = PyType.builtin("_io._BufferedIOBase", IO_BASE, PyType::markBaseType);
  public static final PyType RAW_IO_BASE = PyType.builtin("_io._RawIOBase", IO_BASE, PyType::markBaseType);
  public static final PyType STRING_IO = PyType.builtin("_io.StringIO", TEXT_IO_BASE, IoModule::installStringIO);
  public static final PyType BYTES_IO = PyType.builtin("_io.BytesIO", BUFFERED_IO_BASE, IoModule::installBytesIO);
  public static final PyType UNSUPPORTED_OPERATION = PyType.builtin("io.UnsupportedOperation",
      new PyType[] {ExceptionTypes.OS_ERROR, ExceptionTypes.VALUE_ERROR}, PyType::markBaseType);

  public static PyModule create() {
    PyModule m = new PyModule("io");
    m.put("StringIO", STRING_IO);
    m.put("IOBase", IO_BASE);
    m.put("TextIOBase", TEXT_IO_BASE);
    m.put("BufferedIOBase", BUFFERED_IO_BASE);
    m.put("RawIOBase", RAW_IO_BASE);
    m.put("BytesIO", BYTES_IO);
    m.put("TextIOWrapper", StdStreams.TEXT_IO_WRAPPER);
    m.put("UnsupportedOperation", UNSUPPORTED_OPERATION);
    m.put("SEEK_SET", PyInt.of(0));
    m.put("SEEK_CUR", PyInt.of(1));
    m.put("SEEK_END", PyInt.of(2));
    m.put("DEFAULT_BUFFER_SIZE", PyInt.of(8192));
    return m;
  }

  static RuntimeException closedError() {
    return Errors.valueError("I/O operation on closed file.");
  }

  /** Optional size argument (None or int; negative means all). */
  static long sizeArg(PyObject o) {
    if (o == null || o == PyNone.NONE) {
      return -1;
    }
    if (!(o instanceof PyInt)) {
      if (o.type().lookup("__index__") == null) {
        throw Errors.typeError("argument should be integer or None, not '" + o.type().name() + "'");
      }
    }
    return Support.toLong(o);
  }

  // ================================================================ StringIO

  /** A text buffer of code points. */
  static final class StringIOObject extends PyIterator {
    private final PyType type;
    private PyDict dict;
    int[] buf = new int[16];
    int size;
    long pos;
    boolean closed;
    /** null: universal newlines with translation; "": universal, untranslated; else the newline. */
    String newline = "\n";
    boolean initialised;

    StringIOObject(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      if (type != STRING_IO && dict == null) {
        dict = new PyDict();
      }
      return dict;
    }

    @Override
    public long shallowSize() {
      return 48 + 4L * buf.length;
    }

    void check() {
      if (closed) {
        throw Errors.valueError("I/O operation on closed file");
      }
    }

    @Override
    public PyObject nextOrNull() {
      check();
      String line = readline(-1);
      return line.isEmpty() ? null : PyStr.of(line);
    }

    void ensure(long cap) {
      if (cap > buf.length) {
        if (cap > Integer.MAX_VALUE - 16) {
          throw Errors.of(ExceptionTypes.MEMORY_ERROR);
        }
        long n = Math.max(cap, (long) buf.length * 2);
        n = Math.min(n, Integer.MAX_VALUE - 16);
        ResourceMeter.current().allocate(4 * (n - buf.length));
        buf = Arrays.copyOf(buf, (int) n);
      }
    }

    String translate(String s) {
      if (newline == null) {
        if (s.indexOf('\r') >= 0) {
          s = s.replace("\r\n", "\n").replace('\r', '\n');
        }
      } else if (!newline.isEmpty() && !newline.equals("\n") && s.indexOf('\n') >= 0) {
        s = s.replace("\n", newline);
      }
      return s;
    }

    int write(String s0) {
      String s = translate(s0);
      int[] cps = s.codePoints().toArray();
      int n = cps.length;
      if (n == 0) {
        return Support.cpLen(s0);
      }
      long end = pos + n;
      ensure(end);
      if (pos > size) {
        Arrays.fill(buf, size, (int) pos, 0);
      }
      System.arraycopy(cps, 0, buf, (int) pos, n);
      pos = end;
      if (end > size) {
        size = (int) end;
      }
      return Support.cpLen(s0);
    }

    String slice(long from, long to) {
      if (from >= to) {
        return "";
      }
      ResourceMeter.current().allocateString(to - from);
      return new String(buf, (int) from, (int) (to - from));
    }

    String read(long n) {
      if (pos >= size) {
        return "";
      }
      long end = n < 0 ? size : Math.min(size, pos + n);
      String s = slice(pos, end);
      pos = end;
      return s;
    }

    String readline(long limit) {
      if (pos >= size) {
        return "";
      }
      int start = (int) pos;
      int i = start;
      int stop = limit < 0 ? size : (int) Math.min(size, pos + limit);
      ResourceMeter m = ResourceMeter.current();
      boolean universal = newline == null || newline.isEmpty();
      String nl = universal ? null : newline;
      while (i < stop) {
        int c = buf[i];
        if (universal) {
          if (c == '\n') {
            i++;
            break;
          }
          if (c == '\r') {
            i++;
            if (newline != null && i < stop && buf[i] == '\n') {
              i++;
            }
            break;
          }
        } else if (c == nl.charAt(nl.length() - 1) && i + 1 - start >= nl.length()) {
          boolean match = true;
          for (int j = 0; j < nl.length(); j++) {
            if (buf[i + 1 - nl.length() + j] != nl.charAt(j)) {
              match = false;
              break;
            }
          }
          if (match) {
            i++;
            break;
          }
        }
        i++;
        if ((i & 1023) == 0) {
          m.tick();
        }
      }
      pos = i;
      return slice(start, i);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(dict);
    }
  }

  static StringIOObject sio(PyObject o) {
    if (o instanceof StringIOObject s) {
      return s;
    }
    throw Errors.typeError("descriptor requires a '_io.StringIO' object but received a '" + o.type().name() + "'");
  }

  static StringIOObject open(PyObject o) {
    StringIOObject s = sio(o);
    s.check();
    return s;
  }

  private static void installStringIO(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new StringIOObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      StringIOObject s = sio(a[0]);
      PyObject[] p = Args.bind("StringIO", a, k, 1, new String[] {"initial_value", "newline"}, 0);
      String nl = "\n";
      if (p[1] != null) {
        if (p[1] == PyNone.NONE) {
          nl = null;
        } else if (p[1] instanceof PyStr ns) {
          nl = ns.value();
          if (!(nl.isEmpty() || nl.equals("\n") || nl.equals("\r") || nl.equals("\r\n"))) {
            throw Errors.valueError("illegal newline value: " + Ops.repr(p[1]));
          }
        } else {
          throw Errors.typeError("newline must be str or None, not " + p[1].type().name());
        }
      }
      String init = "";
      if (p[0] != null && p[0] != PyNone.NONE) {
        if (!(p[0] instanceof PyStr is)) {
          throw Errors.typeError("initial_value must be str or None, not " + p[0].type().name());
        }
        init = is.value();
      }
      s.newline = nl;
      s.size = 0;
      s.pos = 0;
      s.closed = false;
      s.initialised = true;
      if (!init.isEmpty()) {
        s.write(init);
      }
      s.pos = 0;
      return PyNone.NONE;
    });
    t.defineMethod("write", (a, k) -> {
      Args.exact("write", a, k, 2);
      StringIOObject s = open(a[0]);
      if (!(a[1] instanceof PyStr str)) {
        throw Errors.typeError("string argument expected, got '" + a[1].type().name() + "'");
      }
      return PyInt.of(s.write(str.value()));
    });
    t.defineMethod("writelines", (a, k) -> {
      Args.exact("writelines", a, k, 2);
      StringIOObject s = open(a[0]);
      Support.forEach(a[1], line -> {
        if (!(line instanceof PyStr str)) {
          throw Errors.typeError("string argument expected, got '" + line.type().name() + "'");
        }
        s.check();
        s.write(str.value());
      });
      return PyNone.NONE;
    });
    t.defineMethod("read", (a, k) -> {
      Args.range("read", a, k, 1, 2);
      StringIOObject s = open(a[0]);
      return PyStr.of(s.read(a.length > 1 ? sizeArg(a[1]) : -1));
    });
    t.defineMethod("readline", (a, k) -> {
      Args.range("readline", a, k, 1, 2);
      StringIOObject s = open(a[0]);
      return PyStr.of(s.readline(a.length > 1 ? sizeArg(a[1]) : -1));
    });
    t.defineMethod("readlines", (a, k) -> {
      Args.range("readlines", a, k, 1, 2);
      StringIOObject s = open(a[0]);
      long hint = a.length > 1 ? sizeArg(a[1]) : -1;
      PyList out = new PyList();
      long total = 0;
      while (true) {
        String line = s.readline(-1);
        if (line.isEmpty()) {
          break;
        }
        ResourceMeter.current().allocateSlots(1);
        out.append(PyStr.of(line));
        total += line.length();
        if (hint > 0 && total >= hint) {
          break;
        }
      }
      return out;
    });
    t.defineMethod("getvalue", (a, k) -> {
      Args.exact("getvalue", a, k, 1);
      StringIOObject s = open(a[0]);
      return PyStr.of(s.slice(0, s.size));
    });
    t.defineMethod("seek", (a, k) -> {
      Args.range("seek", a, k, 2, 3);
      StringIOObject s = open(a[0]);
      long off = Support.toLong(a[1]);
      int whence = a.length > 2 ? Support.toInt(a[2]) : 0;
      if (whence < 0 || whence > 2) {
        throw Errors.valueError("Invalid whence (" + whence + ", should be 0, 1 or 2)");
      }
      if (whence == 0) {
        if (off < 0) {
          throw Errors.valueError("Negative seek position " + off);
        }
        s.pos = off;
      } else {
        if (off != 0) {
          throw Errors.of(ExceptionTypes.OS_ERROR, whence == 1 ? "Can't do nonzero cur-relative seeks"
              : "Can't do nonzero end-relative seeks");
        }
        if (whence == 2) {
          s.pos = s.size;
        }
      }
      return PyInt.of(s.pos);
    });
    t.defineMethod("tell", (a, k) -> {
      Args.exact("tell", a, k, 1);
      return PyInt.of(open(a[0]).pos);
    });
    t.defineMethod("truncate", (a, k) -> {
      Args.range("truncate", a, k, 1, 2);
      StringIOObject s = open(a[0]);
      long n = a.length > 1 && a[1] != PyNone.NONE ? Support.toLong(a[1]) : s.pos;
      if (n < 0) {
        throw Errors.valueError("Negative size value " + n);
      }
      if (n < s.size) {
        s.size = (int) n;
      }
      return PyInt.of(n);
    });
    defineCommon(t, o -> sio(o).closed, o -> sio(o).closed = true, IoModule::open);
    t.defineGetter("line_buffering", o -> {
      open(o);
      return PyBool.FALSE;
    });
    t.defineGetter("newlines", o -> PyNone.NONE);
    t.defineGetter("encoding", o -> PyNone.NONE);
    t.defineGetter("errors", o -> PyNone.NONE);
    PyIterator.installIteratorProtocol(t);
  }

  /** closed / close / flush / readable / ... / __enter__ / __exit__ shared by both streams. */
  private static void defineCommon(PyType t, java.util.function.Predicate<PyObject> isClosed,
      java.util.function.Consumer<PyObject> close, java.util.function.Function<PyObject, PyObject> open) {
    t.defineGetter("closed", o -> PyBool.of(isClosed.test(o)));
    t.defineMethod("close", (a, k) -> {
      Args.exact("close", a, k, 1);
      close.accept(a[0]);
      return PyNone.NONE;
    });
    t.defineMethod("flush", (a, k) -> {
      Args.exact("flush", a, k, 1);
      open.apply(a[0]);
      return PyNone.NONE;
    });
    for (String name : new String[] {"readable", "writable", "seekable"}) {
      t.defineMethod(name, (a, k) -> {
        Args.exact(name, a, k, 1);
        open.apply(a[0]);
        return PyBool.TRUE;
      });
    }
    t.defineMethod("isatty", (a, k) -> {
      Args.exact("isatty", a, k, 1);
      open.apply(a[0]);
      return PyBool.FALSE;
    });
    t.defineMethod("fileno", (a, k) -> {
      throw Errors.of(UNSUPPORTED_OPERATION, "fileno");
    });
    t.defineMethod("__enter__", (a, k) -> {
      if (isClosed.test(a[0])) {
        throw closedError();
      }
      return a[0];
    });
    t.defineMethod("__exit__", (a, k) -> {
      close.accept(a[0]);
      return PyNone.NONE;
    });
  }

  // ================================================================ BytesIO

  /** A byte buffer. */
  static final class BytesIOObject extends PyIterator {
    private final PyType type;
    private PyDict dict;
    byte[] buf = new byte[16];
    int size;
    long pos;
    boolean closed;

    BytesIOObject(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      if (type != BYTES_IO && dict == null) {
        dict = new PyDict();
      }
      return dict;
    }

    @Override
    public long shallowSize() {
      return 48 + buf.length;
    }

    void check() {
      if (closed) {
        throw closedError();
      }
    }

    @Override
    public PyObject nextOrNull() {
      check();
      byte[] line = readline(-1);
      return line.length == 0 ? null : PyBytes.wrap(line);
    }

    int write(byte[] b) {
      int n = b.length;
      if (n == 0) {
        return 0;
      }
      long end = pos + n;
      if (end > buf.length) {
        if (end > Integer.MAX_VALUE - 16) {
          throw Errors.of(ExceptionTypes.MEMORY_ERROR);
        }
        long cap = Math.min(Math.max(end, (long) buf.length * 2), Integer.MAX_VALUE - 16);
        ResourceMeter.current().allocate(cap - buf.length);
        buf = Arrays.copyOf(buf, (int) cap);
      }
      if (pos > size) {
        Arrays.fill(buf, size, (int) pos, (byte) 0);
      }
      System.arraycopy(b, 0, buf, (int) pos, n);
      pos = end;
      if (end > size) {
        size = (int) end;
      }
      return n;
    }

    byte[] slice(long from, long to) {
      if (from >= to) {
        return new byte[0];
      }
      ResourceMeter.current().allocate(to - from);
      return Arrays.copyOfRange(buf, (int) from, (int) to);
    }

    byte[] read(long n) {
      if (pos >= size) {
        return new byte[0];
      }
      long end = n < 0 ? size : Math.min(size, pos + n);
      byte[] r = slice(pos, end);
      pos = end;
      return r;
    }

    byte[] readline(long limit) {
      if (pos >= size) {
        return new byte[0];
      }
      int start = (int) pos;
      int stop = limit < 0 ? size : (int) Math.min(size, pos + limit);
      int i = start;
      while (i < stop) {
        if (buf[i++] == '\n') {
          break;
        }
      }
      ResourceMeter.current().tick();
      pos = i;
      return slice(start, i);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(dict);
    }
  }

  static BytesIOObject bio(PyObject o) {
    if (o instanceof BytesIOObject s) {
      return s;
    }
    throw Errors.typeError("descriptor requires a '_io.BytesIO' object but received a '" + o.type().name() + "'");
  }

  static BytesIOObject bopen(PyObject o) {
    BytesIOObject s = bio(o);
    s.check();
    return s;
  }

  static byte[] bytesLike(PyObject o) {
    if (o instanceof PyBytes b) {
      return b.bytes();
    }
    if (o instanceof PyByteArray ba) {
      return ba.toByteArray();
    }
    throw Errors.typeError("a bytes-like object is required, not '" + o.type().name() + "'");
  }

  private static void installBytesIO(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new BytesIOObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      BytesIOObject s = bio(a[0]);
      PyObject[] p = Args.bind("BytesIO", a, k, 1, new String[] {"initial_bytes"}, 0);
      s.size = 0;
      s.pos = 0;
      s.closed = false;
      if (p[0] != null && p[0] != PyNone.NONE) {
        s.write(bytesLike(p[0]));
      }
      s.pos = 0;
      return PyNone.NONE;
    });
    t.defineMethod("write", (a, k) -> {
      Args.exact("write", a, k, 2);
      BytesIOObject s = bopen(a[0]);
      return PyInt.of(s.write(bytesLike(a[1])));
    });
    t.defineMethod("writelines", (a, k) -> {
      Args.exact("writelines", a, k, 2);
      BytesIOObject s = bopen(a[0]);
      Support.forEach(a[1], line -> s.write(bytesLike(line)));
      return PyNone.NONE;
    });
    for (String name : new String[] {"read", "read1"}) {
      t.defineMethod(name, (a, k) -> {
        Args.range(name, a, k, 1, 2);
        BytesIOObject s = bopen(a[0]);
        return PyBytes.wrap(s.read(a.length > 1 ? sizeArg(a[1]) : -1));
      });
    }
    t.defineMethod("readline", (a, k) -> {
      Args.range("readline", a, k, 1, 2);
      BytesIOObject s = bopen(a[0]);
      return PyBytes.wrap(s.readline(a.length > 1 ? sizeArg(a[1]) : -1));
    });
    t.defineMethod("readlines", (a, k) -> {
      Args.range("readlines", a, k, 1, 2);
      BytesIOObject s = bopen(a[0]);
      long hint = a.length > 1 ? sizeArg(a[1]) : -1;
      PyList out = new PyList();
      long total = 0;
      while (true) {
        byte[] line = s.readline(-1);
        if (line.length == 0) {
          break;
        }
        ResourceMeter.current().allocateSlots(1);
        out.append(PyBytes.wrap(line));
        total += line.length;
        if (hint > 0 && total >= hint) {
          break;
        }
      }
      return out;
    });
    t.defineMethod("getvalue", (a, k) -> {
      Args.exact("getvalue", a, k, 1);
      BytesIOObject s = bopen(a[0]);
      return PyBytes.wrap(s.slice(0, s.size));
    });
    t.defineMethod("getbuffer", (a, k) -> {
      throw Errors.notImplemented("BytesIO.getbuffer() is not supported by Krait (no memoryview); use getvalue()");
    });
    t.defineMethod("seek", (a, k) -> {
      Args.range("seek", a, k, 2, 3);
      BytesIOObject s = bopen(a[0]);
      long off = Support.toLong(a[1]);
      int whence = a.length > 2 ? Support.toInt(a[2]) : 0;
      long np;
      switch (whence) {
        case 0 -> {
          if (off < 0) {
            throw Errors.valueError("negative seek value " + off);
          }
          np = off;
        }
        case 1 -> np = Math.max(0, s.pos + off);
        case 2 -> np = Math.max(0, s.size + off);
        default -> throw Errors.valueError("invalid whence (" + whence + ", should be 0, 1 or 2)");
      }
      s.pos = np;
      return PyInt.of(np);
    });
    t.defineMethod("tell", (a, k) -> {
      Args.exact("tell", a, k, 1);
      return PyInt.of(bopen(a[0]).pos);
    });
    t.defineMethod("truncate", (a, k) -> {
      Args.range("truncate", a, k, 1, 2);
      BytesIOObject s = bopen(a[0]);
      long n = a.length > 1 && a[1] != PyNone.NONE ? Support.toLong(a[1]) : s.pos;
      if (n < 0) {
        throw Errors.valueError("negative size value " + n);
      }
      if (n < s.size) {
        s.size = (int) n;
      }
      return PyInt.of(n);
    });
    defineCommon(t, o -> bio(o).closed, o -> bio(o).closed = true, IoModule::bopen);
    PyIterator.installIteratorProtocol(t);
  }
}
