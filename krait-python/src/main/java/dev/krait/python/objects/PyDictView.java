/*
 * dict_keys, dict_values and dict_items: live views of a dict. Keys and items views are
 * set-like (comparisons and & | ^ - with any iterable, producing sets).
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.function.Consumer;

/** A view of a dict's keys, values or items. */
public final class PyDictView extends PyObject {
  public static final PyType KEYS_TYPE = PyType.builtin("dict_keys", PyType.OBJECT, t -> install(t, true));
  public static final PyType VALUES_TYPE = PyType.builtin("dict_values", PyType.OBJECT, t -> install(t, false));
  public static final PyType ITEMS_TYPE = PyType.builtin("dict_items", PyType.OBJECT, t -> install(t, true));

  private final PyDict dict;
  private final PyDict.Kind kind;

  public PyDictView(PyDict dict, PyDict.Kind kind) {
    this.dict = dict;
    this.kind = kind;
  }

  public PyDict dict() {
    return dict;
  }

  public PyDict.Kind kind() {
    return kind;
  }

  @Override
  public PyType type() {
    return switch (kind) {
      case KEYS -> KEYS_TYPE;
      case VALUES -> VALUES_TYPE;
      case ITEMS -> ITEMS_TYPE;
    };
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(dict);
  }

  /** {@code x in view}. */
  public boolean contains(PyObject x) {
    switch (kind) {
      case KEYS:
        return dict.getItemOrNull(x) != null;
      case ITEMS: {
        if (!(x instanceof PyTuple t) || t.size() != 2) {
          return false;
        }
        PyObject v = dict.getItemOrNull(t.get(0));
        return v != null && Containers.keyEq(v, t.get(1));
      }
      default: {
        ResourceMeter meter = ResourceMeter.current();
        for (int i = 0; i < dict.entryLimit(); i++) {
          if (dict.entryKey(i) != null) {
            meter.tick();
            if (Containers.keyEq(dict.entryValue(i), x)) {
              return true;
            }
          }
        }
        return false;
      }
    }
  }

  private static PyDictView self(PyObject o) {
    return (PyDictView) o;
  }

  private static boolean isSetLike(PyObject o) {
    return o instanceof PySet || o instanceof PyDictView v && v.kind != PyDict.Kind.VALUES;
  }

  /** All elements of a set-like operand, for subset tests. */
  private static boolean allContainedIn(PyObject small, PyObject big) {
    PyObject it = Ops.iter(small);
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
      meter.tick();
      if (!Ops.contains(big, x)) {
        return false;
      }
    }
    return true;
  }

  /** dictviews_to_set: set(dict) for keys views (the dict fast path), set(view) otherwise. */
  private static PySet toSet(PyObject o) {
    if (o instanceof PyDictView v && v.kind == PyDict.Kind.KEYS) {
      return PySet.fromIterable(v.dict, false);
    }
    return PySet.fromIterable(o, false);
  }

  /** _PyDictView_Intersect. */
  private static PyObject intersect(PyObject self, PyObject other) {
    if (!(self instanceof PyDictView)) {
      PyObject t = self;
      self = other;
      other = t;
    }
    long lenSelf = Ops.len(self);
    if (other instanceof PySet s && s.type() == PySet.TYPE && lenSelf <= s.size()) {
      return SetMethods.intersection(s, self);
    }
    if (other instanceof PyDictView ov && ov.kind != PyDict.Kind.VALUES && Ops.len(other) > lenSelf) {
      PyObject t = self;
      self = other;
      other = t;
    }
    PySet result = new PySet();
    PyObject it = Ops.iter(other);
    PyDictView view = (PyDictView) self;
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
      meter.tick();
      if (view.contains(x)) {
        result.add(x);
      }
    }
    return result;
  }

  private static void install(PyType t, boolean setLike) {
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).dict.size()));
    t.defineMethod("__iter__", (a, k) -> new PyDict.DictIterator(self(a[0]).dict, self(a[0]).kind, false));
    t.defineMethod("__reversed__", (a, k) -> new PyDict.DictIterator(self(a[0]).dict, self(a[0]).kind, true));
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).contains(a[1]));
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyDictView v = self(a[0]);
      if (!Containers.reprEnter(v)) {
        return PyStr.of("...");
      }
      try {
        StringBuilder sb = new StringBuilder(v.type().name()).append("([");
        PyObject it = new PyDict.DictIterator(v.dict, v.kind, false);
        boolean first = true;
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
          if (!first) {
            sb.append(", ");
          }
          first = false;
          sb.append(Ops.repr(x));
        }
        return PyStr.of(sb.append("])").toString());
      } finally {
        Containers.reprLeave(v);
      }
    });
    t.defineGetter("mapping", o -> new PyMappingProxy(self(o).dict));
    if (!setLike) {
      return;
    }
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__eq__", (a, k) -> {
      if (!isSetLike(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(Ops.len(a[0]) == Ops.len(a[1]) && allContainedIn(a[0], a[1]));
    });
    t.defineMethod("__ne__", (a, k) -> {
      if (!isSetLike(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(!(Ops.len(a[0]) == Ops.len(a[1]) && allContainedIn(a[0], a[1])));
    });
    t.defineMethod("__le__", (a, k) -> !isSetLike(a[1]) ? PyNotImplemented.NOT_IMPLEMENTED
        : PyBool.of(Ops.len(a[0]) <= Ops.len(a[1]) && allContainedIn(a[0], a[1])));
    t.defineMethod("__lt__", (a, k) -> !isSetLike(a[1]) ? PyNotImplemented.NOT_IMPLEMENTED
        : PyBool.of(Ops.len(a[0]) < Ops.len(a[1]) && allContainedIn(a[0], a[1])));
    t.defineMethod("__ge__", (a, k) -> !isSetLike(a[1]) ? PyNotImplemented.NOT_IMPLEMENTED
        : PyBool.of(Ops.len(a[0]) >= Ops.len(a[1]) && allContainedIn(a[1], a[0])));
    t.defineMethod("__gt__", (a, k) -> !isSetLike(a[1]) ? PyNotImplemented.NOT_IMPLEMENTED
        : PyBool.of(Ops.len(a[0]) > Ops.len(a[1]) && allContainedIn(a[1], a[0])));
    t.defineMethod("__and__", (a, k) -> intersect(a[0], a[1]));
    t.defineMethod("__rand__", (a, k) -> intersect(a[0], a[1]));
    t.defineMethod("__or__", (a, k) -> {
      PySet r = toSet(a[0]);
      r.updateFrom(a[1]);
      return r;
    });
    t.defineMethod("__ror__", (a, k) -> {
      PySet r = toSet(a[0]);
      r.updateFrom(a[1]);
      return r;
    });
    t.defineMethod("__sub__", (a, k) -> {
      PySet r = toSet(a[0]);
      SetMethods.differenceUpdate(r, a[1]);
      return r;
    });
    t.defineMethod("__rsub__", (a, k) -> {
      PySet r = toSet(a[1]);
      SetMethods.differenceUpdate(r, a[0]);
      return r;
    });
    t.defineMethod("__xor__", (a, k) -> {
      PySet r = toSet(a[0]);
      SetMethods.symmetricDifferenceUpdate(r, a[1]);
      return r;
    });
    t.defineMethod("__rxor__", (a, k) -> {
      PySet r = toSet(a[1]);
      SetMethods.symmetricDifferenceUpdate(r, a[0]);
      return r;
    });
    t.defineMethod("isdisjoint", (a, k) -> {
      Args.exact("isdisjoint", a, k, 2);
      PyObject it = Ops.iter(a[1]);
      for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
        ResourceMeter.current().tick();
        if (self(a[0]).contains(x)) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
  }
}
