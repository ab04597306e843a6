/*
 * bytes: an immutable byte array. The methods shared with bytearray live in BytesMethods;
 * this class holds the value, the constructor and conversions from "bytes-like" arguments.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/** {@code bytes}. */
public class PyBytes extends PyObject {
  public static final PyType TYPE = PyType.builtin("bytes", PyType.OBJECT, t -> BytesMethods.install(t, false));
  public static final PyBytes EMPTY = new PyBytes(new byte[0]);

  final byte[] value;
  private long hash;

  PyBytes(byte[] value) {
    this.value = value;
  }

  /** A bytes object owning {@code data} (not copied: do not modify it afterwards). */
  public static PyBytes wrap(byte[] data) {
    return data.length == 0 ? EMPTY : new PyBytes(data);
  }

  /** A bytes object with a copy of {@code data} (literals from the parser). */
  public static PyBytes of(byte[] data) {
    return data.length == 0 ? EMPTY : new PyBytes(data.clone());
  }

  /** The internal array (do not modify). */
  public byte[] bytes() {
    return value;
  }

  public int length() {
    return value.length;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return 40 + value.length;
  }

  public long hashValue() {
    long h = hash;
    if (h == 0) {
      // keyed like str's (KeyedHash); b'' is 0 as in CPython
      h = value.length == 0 ? 0 : KeyedHash.of(value, value.length);
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return BytesMethods.repr(value, value.length, "b'", "'");
  }

  /** An instance of a Python subclass of bytes. */
  static final class Sub extends PyBytes {
    private final PyType cls;
    private final PyDict dict = new PyDict();

    Sub(PyType cls, byte[] v) {
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

  /** The bytes of a bytes-like object (bytes, bytearray), or of an iterable of ints in range(256). */
  public static byte[] bytesFromObject(PyObject o) {
    if (o instanceof PyBytes b) {
      return b.value;
    }
    if (o instanceof PyByteArray ba) {
      return ba.toByteArray();
    }
    return fromIterable(o);
  }

  /** The bytes of a bytes-like object, or a TypeError "a bytes-like object is required, not 'x'". */
  static byte[] bufferOf(PyObject o) {
    if (o instanceof PyBytes b) {
      return b.value;
    }
    if (o instanceof PyByteArray ba) {
      return ba.toByteArray();
    }
    throw Errors.typeError("a bytes-like object is required, not '" + o.type().name() + "'");
  }

  static boolean isBytesLike(PyObject o) {
    return o instanceof PyBytes || o instanceof PyByteArray;
  }

  static int byteValue(PyObject item) {
    PyInt v;
    if (item instanceof PyInt i) {
      v = i;
    } else {
      v = Ops.index(item);
    }
    if (!v.fitsLong() || v.longValue() < 0 || v.longValue() > 255) {
      throw Errors.valueError("byte must be in range(0, 256)");
    }
    return (int) v.longValue();
  }

  static byte[] fromIterable(PyObject o) {
    return fromIterable(o, "bytes");
  }

  static byte[] fromIterable(PyObject o, String name) {
    PyObject it;
    try {
      it = Ops.iter(o);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.TYPE_ERROR)) {
        throw Errors.typeError("cannot convert '" + o.type().name() + "' object to " + name);
      }
      throw e;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      meter.tick();
      if (!(v instanceof PyInt) && v.type().lookup("__index__") == null) {
        throw Errors.typeError("'" + v.type().name() + "' object cannot be interpreted as an integer");
      }
      PyInt i = Ops.index(v);
      if (!i.fitsLong() || i.longValue() < 0 || i.longValue() > 255) {
        throw Errors.valueError(name.equals("bytes") ? "bytes must be in range(0, 256)"
            : "byte must be in range(0, 256)");
      }
      out.write((int) i.longValue());
      if ((out.size() & 0xfff) == 0) {
        meter.allocate(4096);
      }
    }
    return out.toByteArray();
  }

  /** bytes(...) / bytearray(...) argument processing: the initial contents. */
  static byte[] constructorData(String name, PyObject[] a, String[] k) {
    PyObject[] p = Args.bind(name, a, k, 1, new String[] {"source", "encoding", "errors"}, 0);
    PyObject src = p[0];
    if (src == null) {
      if (p[1] != null || p[2] != null) {
        throw Errors.typeError(p[1] != null ? "encoding without a string argument" : "errors without a string argument");
      }
      return new byte[0];
    }
    if (src instanceof PyStr s) {
      if (p[1] == null) {
        throw Errors.typeError("string argument without an encoding");
      }
      String enc = PyStr.strArg(p[1], name, 2);
      String err = p[2] == null ? "strict" : PyStr.strArg(p[2], name, 3);
      return PyStr.encode(s.value(), enc, err);
    }
    if (p[1] != null) {
      throw Errors.typeError("encoding without a string argument");
    }
    if (p[2] != null) {
      throw Errors.typeError("errors without a string argument");
    }
    if (name.equals("bytes")) {
      PyObject special = Ops.callSpecial(src, "__bytes__");
      if (special != null) {
        if (!(special instanceof PyBytes sb)) {
          throw Errors.typeError("__bytes__ returned non-bytes (type " + special.type().name() + ")");
        }
        return sb.value;
      }
    }
    if (src instanceof PyBytes b) {
      return b.value;
    }
    if (src instanceof PyByteArray ba) {
      return ba.toByteArray();
    }
    if (src instanceof PyInt || (!(src instanceof PyFloat) && src.type().lookup("__index__") != null
        && src.type().lookup("__iter__") == null)) {
      PyInt n = Ops.index(src);
      if (n.signum() < 0) {
        throw Errors.valueError("negative count");
      }
      if (!n.fitsLong()) {
        throw Errors.overflow("cannot fit 'int' into an index-sized integer");
      }
      ResourceMeter.current().allocate(dev.krait.python.vm.Sizes.add(16, n.longValue()),
          "a bytes object of " + dev.krait.python.vm.LimitExceededError.count(n.longValue()) + " bytes");
      if (n.longValue() > Integer.MAX_VALUE - 16) {
        throw Errors.of(ExceptionTypes.MEMORY_ERROR);
      }
      return new byte[(int) n.longValue()];
    }
    if (src instanceof PyStr) {
      throw Errors.typeError("string argument without an encoding");
    }
    return fromIterable(src, name);
  }

  static PyObject construct(PyObject[] a, String[] k) {
    PyType cls = (PyType) a[0];
    if (cls == TYPE && a.length == 2 && a[1].getClass() == PyBytes.class && Args.kwCount(k) == 0) {
      return a[1];
    }
    byte[] data = constructorData("bytes", a, k);
    if (cls == TYPE) {
      return wrap(data);
    }
    return new Sub(cls, data);
  }
}
