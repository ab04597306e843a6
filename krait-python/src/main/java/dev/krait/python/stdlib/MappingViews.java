/*
 * KeysView, ItemsView and ValuesView of any mapping written in Python (what keys(), items() and
 * values() of a UserDict or of a collections.abc.Mapping subclass return): live views that ask
 * the mapping for everything (len, iteration, mapping[key]) each time, so they always show its
 * current content and whatever its class overrides. Keys and items views are sets: they compare
 * and combine with other sets (&, |, -, ^, <=, isdisjoint), the results being plain sets.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDictView;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.function.Consumer;

/** The views of collections.abc.Mapping. */
final class MappingViews {
  private MappingViews() {}

  private enum Kind { KEYS, ITEMS, VALUES }

  static final PyType KEYS_VIEW = PyType.builtinInModule("collections.abc", "KeysView", PyType.OBJECT,
      t -> install(t, Kind.KEYS));
  static final PyType ITEMS_VIEW = PyType.builtinInModule("collections.abc", "ItemsView", PyType.OBJECT,
      t -> install(t, Kind.ITEMS));
  static final PyType VALUES_VIEW = PyType.builtinInModule("collections.abc", "ValuesView", PyType.OBJECT,
      t -> install(t, Kind.VALUES));
  static final PyType VIEW_ITER = PyType.builtin("iterator", PyType.OBJECT, PyIterator::installIteratorProtocol);

  static PyObject keys(PyObject mapping) {
    return new View(KEYS_VIEW, Kind.KEYS, mapping);
  }

  static PyObject items(PyObject mapping) {
    return new View(ITEMS_VIEW, Kind.ITEMS, mapping);
  }

  static PyObject values(PyObject mapping) {
    return new View(VALUES_VIEW, Kind.VALUES, mapping);
  }

  static final class View extends PyObject {
    final PyType type;
    final Kind kind;
    final PyObject mapping;

    View(PyType type, Kind kind, PyObject mapping) {
      this.type = type;
      this.kind = kind;
      this.mapping = mapping;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(mapping);
    }

    boolean has(PyObject x) {
      switch (kind) {
        case KEYS:
          return Ops.contains(mapping, x);
        case ITEMS: {
          PyObject[] kv = UserCollections.pairOf(x);
          PyObject v;
          try {
            v = Ops.getitem(mapping, kv[0]);
          } catch (PyError e) {
            if (e.matches(ExceptionTypes.KEY_ERROR)) {
              return false;
            }
            throw e;
          }
          return v == kv[1] || Ops.eq(v, kv[1]);
        }
        default: {
          PyObject it = Ops.iter(mapping);
          for (PyObject key = Ops.next(it); key != null; key = Ops.next(it)) {
            ResourceMeter.current().tick();
            PyObject v = Ops.getitem(mapping, key);
            if (v == x || Ops.eq(v, x)) {
              return true;
            }
          }
          return false;
        }
      }
    }
  }

  /** Iterates the mapping's keys, giving each key, (key, mapping[key]) or mapping[key]. */
  static final class ViewIterator extends PyIterator {
    private final View view;
    private final PyObject keys;

    ViewIterator(View view) {
      this.view = view;
      this.keys = Ops.iter(view.mapping);
    }

    @Override
    public PyType type() {
      return VIEW_ITER;
    }

    @Override
    public PyObject nextOrNull() {
      PyObject key = Ops.next(keys);
      if (key == null) {
        return null;
      }
      return switch (view.kind) {
        case KEYS -> key;
        case ITEMS -> PyTuple.of(key, Ops.getitem(view.mapping, key));
        case VALUES -> Ops.getitem(view.mapping, key);
      };
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(view);
      v.visit(keys);
    }
  }

  private static View self(PyObject o) {
    return (View) o;
  }

  private static void install(PyType t, Kind kind) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact(t.name(), a, k, 2);
      return new View(t, kind, a[1]);
    });
    t.defineMethod("__len__", (a, k) -> PyInt.of(Ops.len(self(a[0]).mapping)));
    t.defineMethod("__iter__", (a, k) -> new ViewIterator(self(a[0])));
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).has(a[1]));
    });
    t.defineMethod("__repr__", (a, k) -> {
      ResourceMeter m = ResourceMeter.current();
      m.enterNative("while getting the repr of an object");
      try {
        return PyStr.of(t.name() + "(" + Ops.repr(self(a[0]).mapping) + ")");
      } finally {
        m.leaveNative();
      }
    });
    if (kind != Kind.VALUES) {
      installSetOperations(t);
    }
  }

  /** Whether o takes part in set comparisons with a view (set, frozenset, dict views, ours). */
  private static boolean isSet(PyObject o) {
    PyType t = o.type();
    return o instanceof PySet || t == PyDictView.KEYS_TYPE || t == PyDictView.ITEMS_TYPE || t == KEYS_VIEW
        || t == ITEMS_VIEW;
  }

  private static boolean isIterable(PyObject o) {
    return o.type().lookup("__iter__") != null || o.type().lookup("__getitem__") != null;
  }

  /** Every element of a is in b (a and b both sets in the sense of isSet). */
  private static boolean within(PyObject a, PyObject b) {
    if (Ops.len(a) > Ops.len(b)) {
      return false;
    }
    boolean[] all = {true};
    forEach(a, x -> all[0] &= Ops.contains(b, x));
    return all[0];
  }

  private static void forEach(PyObject iterable, Consumer<PyObject> action) {
    Support.forEach(iterable, action);
  }

  /** The elements of from that are (keep) or are not (!keep) in other, as a new set. */
  private static PySet filter(PyObject from, PyObject other, boolean keep) {
    PySet out = new PySet();
    forEach(from, x -> {
      if (Ops.contains(other, x) == keep) {
        out.add(x);
      }
    });
    return out;
  }

  private static void installSetOperations(PyType t) {
    t.defineAttr("__hash__", dev.krait.python.objects.PyNone.NONE);
    String[] comparisons = {"__le__", "__lt__", "__ge__", "__gt__", "__eq__", "__ne__"};
    for (String name : comparisons) {
      t.defineMethod(name, (a, k) -> {
        Args.exact(name, a, k, 2);
        PyObject me = a[0];
        PyObject other = a[1];
        if (!isSet(other)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        long mine = Ops.len(me);
        long theirs = Ops.len(other);
        boolean r = switch (name) {
          case "__le__" -> within(me, other);
          case "__lt__" -> mine < theirs && within(me, other);
          case "__ge__" -> within(other, me);
          case "__gt__" -> mine > theirs && within(other, me);
          case "__eq__" -> mine == theirs && within(me, other);
          default -> !(mine == theirs && within(me, other));
        };
        return PyBool.of(r);
      });
    }
    // view & other, other & view: the elements of the other operand that the view has
    t.defineMethod("__and__", (a, k) -> isIterable(a[1]) ? filter(a[1], a[0], true)
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__rand__", (a, k) -> isIterable(a[1]) ? filter(a[1], a[0], true)
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__or__", (a, k) -> isIterable(a[1]) ? union(a[0], a[1]) : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__ror__", (a, k) -> isIterable(a[1]) ? union(a[0], a[1]) : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__sub__", (a, k) -> isIterable(a[1]) ? filter(a[0], asSet(a[1]), false)
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__rsub__", (a, k) -> isIterable(a[1]) ? filter(a[1], a[0], false)
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__xor__", (a, k) -> isIterable(a[1]) ? symmetric(a[0], a[1]) : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__rxor__", (a, k) -> isIterable(a[1]) ? symmetric(a[0], a[1])
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("isdisjoint", (a, k) -> {
      Args.exact("isdisjoint", a, k, 2);
      boolean[] disjoint = {true};
      forEach(a[1], x -> disjoint[0] &= !self(a[0]).has(x));
      return PyBool.of(disjoint[0]);
    });
  }

  private static PyObject asSet(PyObject o) {
    return isSet(o) ? o : PySet.fromIterable(o, false);
  }

  private static PySet union(PyObject a, PyObject b) {
    PySet out = new PySet();
    forEach(a, out::add);
    forEach(b, out::add);
    return out;
  }

  private static PySet symmetric(PyObject view, PyObject other) {
    PyObject theirs = asSet(other);
    PySet out = filter(view, theirs, false);
    forEach(filter(theirs, view, false), out::add);
    return out;
  }
}
