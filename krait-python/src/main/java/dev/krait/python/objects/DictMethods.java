/*
 * The Python-visible methods of dict, installed in its type dict.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** Installs {@code dict}'s methods. */
final class DictMethods {
  private DictMethods() {}

  private static PyDict self(PyObject o) {
    return (PyDict) o;
  }

  /** {@code update(arg, **kwargs)} as dict() and dict.update() take it. */
  static void updateFrom(PyDict d, String name, PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    int npos = a.length - nkw - 1;
    if (npos > 1) {
      throw Errors.typeError(name + " expected at most 1 argument, got " + npos);
    }
    if (npos == 1) {
      d.update(a[1]);
    }
    for (int i = 0; i < nkw; i++) {
      d.setItem(PyStr.of(k[i]), a[a.length - nkw + i]);
    }
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyDict d = new PyDict();
      if (cls != PyDict.TYPE) {
        d.subtype = cls;
      }
      return d;
    });
    t.defineMethod("__init__", (a, k) -> {
      updateFrom(self(a[0]), "dict", a, k);
      return PyNone.NONE;
    });
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).size()));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return self(a[0]).getItem(a[1]);
    });
    t.defineMethod("__setitem__", (a, k) -> {
      Args.exact("__setitem__", a, k, 3);
      self(a[0]).setItem(a[1], a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      Args.exact("__delitem__", a, k, 2);
      self(a[0]).delItem(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).getItemOrNull(a[1]) != null);
    });
    t.defineMethod("__iter__", (a, k) -> new PyDict.DictIterator(self(a[0]), PyDict.Kind.KEYS, false));
    t.defineNoArgMethod("__reversed__", o -> new PyDict.DictIterator(self(o), PyDict.Kind.KEYS, true));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    t.defineMethod("__eq__", (a, k) -> a[1] instanceof PyDict o ? PyBool.of(self(a[0]).dictEquals(o))
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__ne__", (a, k) -> a[1] instanceof PyDict o ? PyBool.of(!self(a[0]).dictEquals(o))
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__or__", (a, k) -> {
      if (!(a[1] instanceof PyDict o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyDict r = self(a[0]).copy();
      r.update(o);
      return r;
    });
    t.defineMethod("__ror__", (a, k) -> {
      if (!(a[1] instanceof PyDict o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyDict r = o.copy();
      r.update(a[0]);
      return r;
    });
    t.defineMethod("__ior__", (a, k) -> {
      self(a[0]).update(a[1]);
      return a[0];
    });
    t.defineMethod("get", (a, k) -> {
      Args.range("get", a, k, 2, 3);
      PyObject v = self(a[0]).getItemOrNull(a[1]);
      return v != null ? v : a.length > 2 ? a[2] : PyNone.NONE;
    });
    t.defineMethod("setdefault", (a, k) -> {
      Args.range("setdefault", a, k, 2, 3);
      PyDict d = self(a[0]);
      long h = Containers.hash(a[1]);
      PyObject v = d.getItemOrNull(a[1], h);
      if (v != null) {
        return v;
      }
      PyObject dflt = a.length > 2 ? a[2] : PyNone.NONE;
      d.setItem(a[1], h, dflt);
      return dflt;
    });
    t.defineMethod("pop", (a, k) -> {
      Args.range("pop", a, k, 2, 3);
      PyObject v = self(a[0]).removeOrNull(a[1]);
      if (v != null) {
        return v;
      }
      if (a.length > 2) {
        return a[2];
      }
      throw Errors.keyError(a[1]);
    });
    t.defineMethod("popitem", (a, k) -> {
      Args.exact("popitem", a, k, 1);
      PyObject[] kv = self(a[0]).popLast();
      if (kv == null) {
        throw Errors.of(ExceptionTypes.KEY_ERROR, "popitem(): dictionary is empty");
      }
      return PyTuple.wrap(kv);
    });
    t.defineMethod("keys", (a, k) -> {
      Args.exact("keys", a, k, 1);
      return new PyDictView(self(a[0]), PyDict.Kind.KEYS);
    });
    t.defineMethod("values", (a, k) -> {
      Args.exact("values", a, k, 1);
      return new PyDictView(self(a[0]), PyDict.Kind.VALUES);
    });
    t.defineMethod("items", (a, k) -> {
      Args.exact("items", a, k, 1);
      return new PyDictView(self(a[0]), PyDict.Kind.ITEMS);
    });
    t.defineMethod("update", (a, k) -> {
      updateFrom(self(a[0]), "update", a, k);
      return PyNone.NONE;
    });
    t.defineMethod("copy", (a, k) -> {
      Args.exact("copy", a, k, 1);
      return self(a[0]).copy();
    });
    t.defineMethod("clear", (a, k) -> {
      Args.exact("clear", a, k, 1);
      self(a[0]).clear();
      return PyNone.NONE;
    });
    t.defineClassMethod("fromkeys", (a, k) -> {
      Args.range("fromkeys", a, k, 2, 3);
      PyType cls = (PyType) a[0];
      PyObject value = a.length > 2 ? a[2] : PyNone.NONE;
      PyObject target = cls == PyDict.TYPE ? new PyDict() : cls.call(new PyObject[0], null);
      PyObject it = Ops.iter(a[1]);
      ResourceMeter meter = ResourceMeter.current();
      for (PyObject key = Ops.next(it); key != null; key = Ops.next(it)) {
        meter.tick();
        if (target instanceof PyDict d && d.type() == PyDict.TYPE) {
          d.setItem(key, value);
        } else {
          Ops.setitem(target, key, value);
        }
      }
      return target;
    });
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
  }
}
