/*
 * bytearray: a mutable, growable byte buffer. Shares its read-only methods with bytes
 * (BytesMethods) and adds mutation: item and slice assignment, append, extend, insert, pop,
 * remove, clear, reverse, +=, *=.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.Arrays;

/** {@code bytearray}. */
public class PyByteArray extends PyObject {
  public static final PyType TYPE = PyType.builtin("bytearray", PyType.OBJECT, t -> BytesMethods.install(t, true));

  byte[] buf;
  int size;

  public PyByteArray(byte[] data) {
    this.buf = data;
    this.size = data.length;
  }

  public PyByteArray() {
    this(new byte[0]);
  }

  public int length() {
    return size;
  }

  /** A copy of the contents. */
  public byte[] toByteArray() {
    return Arrays.copyOf(buf, size);
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return 48 + buf.length;
  }

  /** An instance of a Python subclass of bytearray. */
  static final class Sub extends PyByteArray {
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

  void ensureCapacity(long n) {
    if (n > buf.length) {
      if (n > Integer.MAX_VALUE - 16) {
        throw Errors.of(ExceptionTypes.MEMORY_ERROR);
      }
      long cap = Math.max(n, Math.min(Integer.MAX_VALUE - 16L, buf.length * 2L + 8));
      ResourceMeter.current().allocate(cap - buf.length);
      buf = Arrays.copyOf(buf, (int) cap);
    }
  }

  public void append(int b) {
    ensureCapacity(size + 1L);
    buf[size++] = (byte) b;
  }

  public void extend(byte[] data) {
    ensureCapacity((long) size + data.length);
    System.arraycopy(data, 0, buf, size, data.length);
    size += data.length;
  }

  void replace(int start, int stop, byte[] data) {
    int removed = stop - start;
    long newSize = (long) size - removed + data.length;
    ensureCapacity(newSize);
    System.arraycopy(buf, stop, buf, start + data.length, size - stop);
    System.arraycopy(data, 0, buf, start, data.length);
    size = (int) newSize;
  }

  static PyObject construct(PyObject[] a, String[] k) {
    PyType cls = (PyType) a[0];
    byte[] data = PyBytes.constructorData("bytearray", a, k);
    if (data.length > 0 && a.length > 1 && a[1] instanceof PyBytes) {
      data = data.clone();
    }
    if (cls == TYPE) {
      return new PyByteArray(data);
    }
    return new Sub(cls, data);
  }

  // ---------------------------------------------------------------- mutation methods

  static void installMutators(PyType t) {
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__init__", (a, k) -> {
      PyByteArray self = (PyByteArray) a[0];
      PyObject[] args = a.clone();
      args[0] = TYPE;
      byte[] data = PyBytes.constructorData("bytearray", args, k);
      if (a.length > 1 && a[1] == self) {
        data = data.clone();
      }
      self.buf = data == self.buf ? data.clone() : data;
      if (a.length > 1 && a[1] instanceof PyBytes) {
        self.buf = data.clone();
      }
      self.size = self.buf.length;
      return PyNone.NONE;
    });
    t.defineMethod("__setitem__", (a, k) -> {
      Args.exact("__setitem__", a, k, 3);
      PyByteArray self = (PyByteArray) a[0];
      if (a[1] instanceof PySlice sl) {
        byte[] data = a[2] == self ? self.toByteArray() : valueBytes(a[2]);
        long[] r = sl.indices(self.size);
        if (r[2] == 1) {
          int start = (int) r[0];
          int stop = (int) Math.max(r[0], r[1]);
          self.replace(start, stop, data);
        } else {
          if (data.length != r[3]) {
            throw Errors.valueError("attempt to assign bytes of size " + data.length
                + " to extended slice of size " + r[3]);
          }
          for (int i = 0; i < r[3]; i++) {
            self.buf[(int) (r[0] + i * r[2])] = data[i];
          }
        }
        return PyNone.NONE;
      }
      long i = index(self, a[1]);
      self.buf[(int) i] = (byte) PyBytes.byteValue(a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      Args.exact("__delitem__", a, k, 2);
      PyByteArray self = (PyByteArray) a[0];
      if (a[1] instanceof PySlice sl) {
        long[] r = sl.indices(self.size);
        if (r[2] == 1) {
          self.replace((int) r[0], (int) Math.max(r[0], r[1]), new byte[0]);
        } else if (r[3] > 0) {
          boolean[] drop = new boolean[self.size];
          for (int i = 0; i < r[3]; i++) {
            drop[(int) (r[0] + i * r[2])] = true;
          }
          int w = 0;
          for (int i = 0; i < self.size; i++) {
            if (!drop[i]) {
              self.buf[w++] = self.buf[i];
            }
          }
          self.size = w;
        }
        return PyNone.NONE;
      }
      long i = index(self, a[1]);
      self.replace((int) i, (int) i + 1, new byte[0]);
      return PyNone.NONE;
    });
    t.defineMethod("append", (a, k) -> {
      Args.exact("append", a, k, 2);
      ((PyByteArray) a[0]).append(PyBytes.byteValue(a[1]));
      return PyNone.NONE;
    });
    t.defineMethod("extend", (a, k) -> {
      Args.exact("extend", a, k, 2);
      PyByteArray self = (PyByteArray) a[0];
      if (a[1] instanceof PyStr) {
        throw Errors.typeError("expected iterable of integers; got: 'str'");
      }
      self.extend(a[1] == self ? self.toByteArray() : PyBytes.bytesFromObject(a[1]));
      return PyNone.NONE;
    });
    t.defineMethod("insert", (a, k) -> {
      Args.exact("insert", a, k, 3);
      PyByteArray self = (PyByteArray) a[0];
      long i = Ops.index(a[1]).clampedLong();
      if (i < 0) {
        i = Math.max(0, i + self.size);
      }
      i = Math.min(i, self.size);
      self.replace((int) i, (int) i, new byte[] {(byte) PyBytes.byteValue(a[2])});
      return PyNone.NONE;
    });
    t.defineMethod("pop", (a, k) -> {
      Args.range("pop", a, k, 1, 2);
      PyByteArray self = (PyByteArray) a[0];
      if (self.size == 0) {
        throw Errors.indexError("pop from empty bytearray");
      }
      long i = a.length > 1 ? Ops.index(a[1]).clampedLong() : -1;
      if (i < 0) {
        i += self.size;
      }
      if (i < 0 || i >= self.size) {
        throw Errors.indexError("pop index out of range");
      }
      int v = self.buf[(int) i] & 0xff;
      self.replace((int) i, (int) i + 1, new byte[0]);
      return PyInt.of(v);
    });
    t.defineMethod("remove", (a, k) -> {
      Args.exact("remove", a, k, 2);
      PyByteArray self = (PyByteArray) a[0];
      int v = PyBytes.byteValue(a[1]);
      for (int i = 0; i < self.size; i++) {
        if ((self.buf[i] & 0xff) == v) {
          self.replace(i, i + 1, new byte[0]);
          return PyNone.NONE;
        }
      }
      throw Errors.valueError("value not found in bytearray");
    });
    t.defineMethod("clear", (a, k) -> {
      PyByteArray self = (PyByteArray) a[0];
      self.buf = new byte[0];
      self.size = 0;
      return PyNone.NONE;
    });
    t.defineMethod("reverse", (a, k) -> {
      PyByteArray self = (PyByteArray) a[0];
      for (int i = 0, j = self.size - 1; i < j; i++, j--) {
        byte x = self.buf[i];
        self.buf[i] = self.buf[j];
        self.buf[j] = x;
      }
      return PyNone.NONE;
    });
    t.defineMethod("copy", (a, k) -> new PyByteArray(((PyByteArray) a[0]).toByteArray()));
    t.defineMethod("__iadd__", (a, k) -> {
      Args.exact("__iadd__", a, k, 2);
      PyByteArray self = (PyByteArray) a[0];
      if (!PyBytes.isBytesLike(a[1])) {
        throw Errors.typeError("can't concat " + a[1].type().name() + " to bytearray");
      }
      self.extend(a[1] == self ? self.toByteArray() : PyBytes.bufferOf(a[1]));
      return self;
    });
    t.defineMethod("__imul__", (a, k) -> {
      Args.exact("__imul__", a, k, 2);
      PyByteArray self = (PyByteArray) a[0];
      if (!(a[1] instanceof PyInt) && a[1].type().lookup("__index__") == null) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      long n = Ops.index(a[1]).clampedLong();
      byte[] rep = BytesMethods.repeat(self.toByteArray(), self.size, n);
      self.buf = rep;
      self.size = rep.length;
      return self;
    });
  }

  private static byte[] valueBytes(PyObject v) {
    if (v instanceof PyInt) {
      throw Errors.typeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    }
    if (v instanceof PyStr) {
      throw Errors.typeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    }
    return PyBytes.bytesFromObject(v);
  }

  private static long index(PyByteArray self, PyObject key) {
    if (!(key instanceof PyInt) && key.type().lookup("__index__") == null) {
      throw Errors.typeError("bytearray indices must be integers or slices, not " + key.type().name());
    }
    long i = Ops.index(key).clampedLong();
    if (i < 0) {
      i += self.size;
    }
    if (i < 0 || i >= self.size) {
      throw Errors.indexError("bytearray index out of range");
    }
    return i;
  }
}
