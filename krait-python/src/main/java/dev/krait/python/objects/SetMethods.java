/*
 * The Python-visible methods of set and frozenset, following setobject.c's algorithms for
 * each operation (which set is iterated, which is probed, how results are built) so that the
 * iteration order of results matches CPython's.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** Installs {@code set}'s and {@code frozenset}'s methods. */
final class SetMethods {
  private SetMethods() {}

  private static PySet self(PyObject o) {
    return (PySet) o;
  }

  /** A new empty set of the base type of {@code s} (set or frozenset). */
  private static PySet newLike(PySet s) {
    return new PySet(s.isFrozen());
  }

  /** make_new_set_basetype(type(so), iterable). */
  private static PySet newLike(PySet s, PyObject iterable) {
    PySet r = new PySet(s.isFrozen());
    r.updateFrom(iterable);
    return r;
  }

  static PySet copy(PySet s) {
    return s.copyAs(s.isFrozen());
  }

  static PySet union(PySet so, PyObject other) {
    PySet result = copy(so);
    if (other != so) {
      result.updateFrom(other);
    }
    return result;
  }

  /** set_intersection. */
  static PySet intersection(PySet so, PyObject other) {
    if (so == other) {
      return copy(so);
    }
    PySet result = newLike(so);
    ResourceMeter meter = ResourceMeter.current();
    if (other instanceof PySet os) {
      PySet big = so;
      PySet small = os;
      if (os.size() > so.size()) {
        big = os;
        small = so;
      }
      PySet probe = big;
      small.forEachEntry((key, hash) -> {
        meter.tick();
        if (probe.containsEntry(key, hash)) {
          result.addEntry(key, hash);
        }
      });
      return result;
    }
    PyObject it = Ops.iter(other);
    for (PyObject key = Ops.next(it); key != null; key = Ops.next(it)) {
      meter.tick();
      long h = Containers.hash(key);
      if (so.containsEntry(key, h)) {
        result.addEntry(key, h);
      }
    }
    return result;
  }

  /** set_difference_update_internal. */
  static void differenceUpdate(PySet so, PyObject other) {
    if (so == other) {
      so.clear();
      return;
    }
    ResourceMeter meter = ResourceMeter.current();
    if (other instanceof PySet os) {
      os.forEachEntry((key, hash) -> {
        meter.tick();
        so.discardEntry(key, hash);
      });
    } else {
      PyObject it = Ops.iter(other);
      for (PyObject key = Ops.next(it); key != null; key = Ops.next(it)) {
        meter.tick();
        so.discardEntry(key, Containers.hash(key));
      }
    }
    so.compactIfManyDummies();
  }

  /** set_difference. */
  static PySet difference(PySet so, PyObject other) {
    long otherSize;
    if (other instanceof PySet os) {
      otherSize = os.size();
    } else if (other instanceof PyDict d && d.type() == PyDict.TYPE) {
      otherSize = d.size();
    } else {
      PySet r = copy(so);
      differenceUpdate(r, other);
      return r;
    }
    if ((so.size() >> 2) > otherSize) {
      PySet r = copy(so);
      differenceUpdate(r, other);
      return r;
    }
    PySet result = newLike(so);
    ResourceMeter meter = ResourceMeter.current();
    if (other instanceof PyDict d) {
      so.forEachEntry((key, hash) -> {
        meter.tick();
        if (d.getItemOrNull(key, hash) == null) {
          result.addEntry(key, hash);
        }
      });
      return result;
    }
    PySet os = (PySet) other;
    so.forEachEntry((key, hash) -> {
      meter.tick();
      if (!os.containsEntry(key, hash)) {
        result.addEntry(key, hash);
      }
    });
    return result;
  }

  /** set_symmetric_difference_update. */
  static void symmetricDifferenceUpdate(PySet so, PyObject other) {
    if (so == other) {
      so.clear();
      return;
    }
    ResourceMeter meter = ResourceMeter.current();
    if (other instanceof PyDict d && d.type() == PyDict.TYPE) {
      for (int i = 0; i < d.entryLimit(); i++) {
        PyObject key = d.entryKey(i);
        if (key != null) {
          meter.tick();
          long h = d.entryHash(i);
          if (!so.discardEntry(key, h)) {
            so.addEntry(key, h);
          }
        }
      }
      return;
    }
    PySet os = other instanceof PySet s ? s : newLike(so, other);
    os.forEachEntry((key, hash) -> {
      meter.tick();
      if (!so.discardEntry(key, hash)) {
        so.addEntry(key, hash);
      }
    });
  }

  static PySet symmetricDifference(PySet so, PyObject other) {
    PySet result = newLike(so, other);
    symmetricDifferenceUpdate(result, so);
    return result;
  }

  static boolean isSubset(PySet so, PyObject other) {
    if (!(other instanceof PySet os)) {
      return isSubset(so, PySet.fromIterable(other, false));
    }
    if (so.size() > os.size()) {
      return false;
    }
    boolean[] ok = {true};
    ResourceMeter meter = ResourceMeter.current();
    so.forEachEntry((key, hash) -> {
      meter.tick();
      if (ok[0] && !os.containsEntry(key, hash)) {
        ok[0] = false;
      }
    });
    return ok[0];
  }

  static boolean isSuperset(PySet so, PyObject other) {
    if (other instanceof PySet os) {
      return isSubset(os, so);
    }
    PyObject it = Ops.iter(other);
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject key = Ops.next(it); key != null; key = Ops.next(it)) {
      meter.tick();
      if (!so.contains(key)) {
        return false;
      }
    }
    return true;
  }

  static boolean isDisjoint(PySet so, PyObject other) {
    if (so == other) {
      return so.size() == 0;
    }
    ResourceMeter meter = ResourceMeter.current();
    if (other instanceof PySet os) {
      PySet small = so.size() <= os.size() ? so : os;
      PySet big = small == so ? os : so;
      boolean[] ok = {true};
      small.forEachEntry((key, hash) -> {
        meter.tick();
        if (ok[0] && big.containsEntry(key, hash)) {
          ok[0] = false;
        }
      });
      return ok[0];
    }
    PyObject it = Ops.iter(other);
    for (PyObject key = Ops.next(it); key != null; key = Ops.next(it)) {
      meter.tick();
      if (so.containsEntry(key, Containers.hash(key))) {
        return false;
      }
    }
    return true;
  }

  /** The positional arguments after self. */
  private static PyObject[] others(String name, PyObject[] a, String[] k) {
    Args.noKeywords(name, k);
    PyObject[] out = new PyObject[a.length - 1];
    System.arraycopy(a, 1, out, 0, out.length);
    return out;
  }

  private static void installCommon(PyType t) {
    t.markBaseType();
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).size()));
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).contains(a[1]));
    });
    t.defineMethod("__iter__", (a, k) -> new PySet.SetIterator(self(a[0])));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    t.defineMethod("copy", (a, k) -> {
      Args.exact("copy", a, k, 1);
      PySet s = self(a[0]);
      if (s.isFrozen() && s.type() == PySet.FROZEN_TYPE) {
        return s;
      }
      return copy(s);
    });
    t.defineMethod("union", (a, k) -> {
      PySet result = copy(self(a[0]));
      for (PyObject o : others("union", a, k)) {
        if (o != a[0]) {
          result.updateFrom(o);
        }
      }
      return result;
    });
    t.defineMethod("intersection", (a, k) -> {
      PyObject[] os = others("intersection", a, k);
      if (os.length == 0) {
        return copy(self(a[0]));
      }
      PySet result = self(a[0]);
      for (PyObject o : os) {
        result = intersection(result, o);
      }
      return result;
    });
    t.defineMethod("difference", (a, k) -> {
      PyObject[] os = others("difference", a, k);
      if (os.length == 0) {
        return copy(self(a[0]));
      }
      PySet result = difference(self(a[0]), os[0]);
      for (int i = 1; i < os.length; i++) {
        differenceUpdate(result, os[i]);
      }
      return result;
    });
    t.defineMethod("symmetric_difference", (a, k) -> {
      Args.exact("symmetric_difference", a, k, 2);
      return symmetricDifference(self(a[0]), a[1]);
    });
    t.defineMethod("issubset", (a, k) -> {
      Args.exact("issubset", a, k, 2);
      return PyBool.of(isSubset(self(a[0]), a[1]));
    });
    t.defineMethod("issuperset", (a, k) -> {
      Args.exact("issuperset", a, k, 2);
      return PyBool.of(isSuperset(self(a[0]), a[1]));
    });
    t.defineMethod("isdisjoint", (a, k) -> {
      Args.exact("isdisjoint", a, k, 2);
      return PyBool.of(isDisjoint(self(a[0]), a[1]));
    });
    t.defineMethod("__or__", (a, k) -> a[1] instanceof PySet ? union(self(a[0]), a[1])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__and__", (a, k) -> a[1] instanceof PySet ? intersection(self(a[0]), a[1])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__sub__", (a, k) -> a[1] instanceof PySet ? difference(self(a[0]), a[1])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__xor__", (a, k) -> a[1] instanceof PySet ? symmetricDifference(self(a[0]), a[1])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__ror__", (a, k) -> a[1] instanceof PySet o ? union(o, a[0])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__rand__", (a, k) -> a[1] instanceof PySet o ? intersection(o, a[0])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__rsub__", (a, k) -> a[1] instanceof PySet o ? difference(o, a[0])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__rxor__", (a, k) -> a[1] instanceof PySet o ? symmetricDifference(o, a[0])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PySet o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PySet s = self(a[0]);
      if (s.size() != o.size()) {
        return PyBool.FALSE;
      }
      if (s.isFrozen() && o.isFrozen() && s.hashValue() != o.hashValue()) {
        return PyBool.FALSE;
      }
      return PyBool.of(isSubset(s, o));
    });
    t.defineMethod("__ne__", (a, k) -> {
      if (!(a[1] instanceof PySet o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PySet s = self(a[0]);
      return PyBool.of(s.size() != o.size() || !isSubset(s, o));
    });
    t.defineMethod("__le__", (a, k) -> a[1] instanceof PySet o ? PyBool.of(isSubset(self(a[0]), o))
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__ge__", (a, k) -> a[1] instanceof PySet o ? PyBool.of(isSubset(o, self(a[0])))
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__lt__", (a, k) -> a[1] instanceof PySet o
        ? PyBool.of(self(a[0]).size() < o.size() && isSubset(self(a[0]), o)) : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__gt__", (a, k) -> a[1] instanceof PySet o
        ? PyBool.of(self(a[0]).size() > o.size() && isSubset(o, self(a[0]))) : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
  }

  static void installSet(PyType t) {
    installCommon(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PySet s = new PySet(false);
      if (cls != PySet.TYPE) {
        s.subtype = cls;
      }
      return s;
    });
    t.defineMethod("__init__", (a, k) -> {
      PySet s = self(a[0]);
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError(s.type().name() + "() takes no keyword arguments");
      }
      if (a.length > 2) {
        throw Errors.typeError("set expected at most 1 argument, got " + (a.length - 1));
      }
      if (s.size() > 0) {
        s.clear();
      }
      if (a.length == 2) {
        s.updateFrom(a[1]);
      }
      return PyNone.NONE;
    });
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("add", (a, k) -> {
      Args.exact("add", a, k, 2);
      self(a[0]).add(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("remove", (a, k) -> {
      Args.exact("remove", a, k, 2);
      self(a[0]).remove(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("discard", (a, k) -> {
      Args.exact("discard", a, k, 2);
      self(a[0]).discard(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("pop", (a, k) -> {
      Args.exact("pop", a, k, 1);
      return self(a[0]).pop();
    });
    t.defineMethod("clear", (a, k) -> {
      Args.exact("clear", a, k, 1);
      self(a[0]).clear();
      return PyNone.NONE;
    });
    t.defineMethod("update", (a, k) -> {
      for (PyObject o : others("update", a, k)) {
        self(a[0]).updateFrom(o);
      }
      return PyNone.NONE;
    });
    t.defineMethod("intersection_update", (a, k) -> {
      PySet s = self(a[0]);
      PySet result = s;
      for (PyObject o : others("intersection_update", a, k)) {
        result = intersection(result, o);
      }
      if (result != s) {
        s.takeBody(result);
      }
      return PyNone.NONE;
    });
    t.defineMethod("difference_update", (a, k) -> {
      for (PyObject o : others("difference_update", a, k)) {
        differenceUpdate(self(a[0]), o);
      }
      return PyNone.NONE;
    });
    t.defineMethod("symmetric_difference_update", (a, k) -> {
      Args.exact("symmetric_difference_update", a, k, 2);
      symmetricDifferenceUpdate(self(a[0]), a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("__ior__", (a, k) -> {
      if (!(a[1] instanceof PySet)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      self(a[0]).updateFrom(a[1]);
      return a[0];
    });
    t.defineMethod("__iand__", (a, k) -> {
      if (!(a[1] instanceof PySet)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PySet s = self(a[0]);
      PySet r = intersection(s, a[1]);
      if (r != s) {
        s.takeBody(r);
      }
      return s;
    });
    t.defineMethod("__isub__", (a, k) -> {
      if (!(a[1] instanceof PySet)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      differenceUpdate(self(a[0]), a[1]);
      return a[0];
    });
    t.defineMethod("__ixor__", (a, k) -> {
      if (!(a[1] instanceof PySet)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      symmetricDifferenceUpdate(self(a[0]), a[1]);
      return a[0];
    });
  }

  static void installFrozen(PyType t) {
    installCommon(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError(cls.name() + "() takes no keyword arguments");
      }
      if (a.length > 2) {
        throw Errors.typeError(cls.name() + " expected at most 1 argument, got " + (a.length - 1));
      }
      if (cls == PySet.FROZEN_TYPE && a.length == 2 && a[1] instanceof PySet src && src.type() == PySet.FROZEN_TYPE) {
        return src;
      }
      PySet s = new PySet(true);
      if (cls != PySet.FROZEN_TYPE) {
        s.subtype = cls;
      }
      if (a.length == 2) {
        s.updateFrom(a[1]);
      }
      return s;
    });
    t.defineMethod("__hash__", (a, k) -> PyInt.of(self(a[0]).hashValue()));
  }
}
