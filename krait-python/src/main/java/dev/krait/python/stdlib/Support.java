/*
 * Small helpers shared by the stdlib modules written in Java: building lists and tuples,
 * binding arguments, iterating any iterable under the resource meter, sorting with Python's
 * comparison, and a few conversions. Everything goes through the object protocol (Ops).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.Sorting;
import dev.krait.python.vm.LibraryPython;
import dev.krait.python.vm.ResourceMeter;
import dev.krait.python.vm.VmAccess;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/** Helpers for stdlib modules (package-private). */
final class Support {
  private Support() {}

  static final PyObject NONE = PyNone.NONE;

  static PyStr str(String s) {
    return PyStr.of(s);
  }

  static PyInt integer(long v) {
    return PyInt.of(v);
  }

  static PyBool bool(boolean b) {
    return PyBool.of(b);
  }

  static ResourceMeter meter() {
    return ResourceMeter.current();
  }

  /** A new list holding {@code items} (charged to the meter). */
  static PyList list(Collection<? extends PyObject> items) {
    meter().allocateSlots(items.size());
    PyList l = new PyList();
    for (PyObject o : items) {
      l.append(o);
    }
    return l;
  }

  static PyList list(PyObject... items) {
    meter().allocateSlots(items.length);
    PyList l = new PyList();
    for (PyObject o : items) {
      l.append(o);
    }
    return l;
  }

  static PyTuple tuple(List<? extends PyObject> items) {
    return PyTuple.of(items.toArray(new PyObject[0]));
  }

  /** Iterates any iterable, ticking the meter per item. */
  static void forEach(PyObject iterable, Consumer<PyObject> action) {
    PyObject it = Ops.iter(iterable);
    ResourceMeter m = meter();
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      m.tick();
      action.accept(v);
    }
  }

  /** All items of an iterable as a Java list, charged to the meter. */
  static ArrayList<PyObject> toList(PyObject iterable) {
    ArrayList<PyObject> out = new ArrayList<>();
    PyObject it = Ops.iter(iterable);
    ResourceMeter m = meter();
    m.hold(out);
    try {
      for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
        m.tick();
        if ((out.size() & 1023) == 0) {
          m.allocateSlots(1024);
        }
        out.add(v);
      }
      return out;
    } finally {
      m.release(out);
    }
  }

  /** The Java long of an int-like object (operator.index), OverflowError when too large. */
  static long toLong(PyObject o) {
    PyInt i = Ops.index(o);
    if (!i.fitsLong()) {
      throw Errors.overflow("Python int too large to convert to C ssize_t");
    }
    return i.longValue();
  }

  static int toInt(PyObject o) {
    long v = toLong(o);
    if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
      throw Errors.overflow("Python int too large to convert to C ssize_t");
    }
    return (int) v;
  }

  /** A Python {@code str} argument, or TypeError naming the function. */
  static String string(PyObject o, String what) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError(what + " must be str, not " + o.type().name());
  }

  static boolean isNone(PyObject o) {
    return o == null || o == PyNone.NONE;
  }

  /** Binds {@code (args, kwnames)} of a module-level function (no self). */
  static PyObject[] bind(String fname, PyObject[] args, String[] kwnames, String[] names, int required) {
    return Args.bind(fname, args, kwnames, 0, names, required);
  }

  /** Binds the arguments of a method (args[0] is self, skipped). */
  static PyObject[] bindMethod(String fname, PyObject[] args, String[] kwnames, String[] names, int required) {
    return Args.bind(fname, args, kwnames, 1, names, required);
  }

  /**
   * A module whose whole body is library Python in the resources' lib/ tree: {@code "html.parser"}
   * runs lib/html/parser.py (compiled once per JVM, run uncharged).
   */
  static PyModule libraryModule(String name) {
    PyModule m = new PyModule(name);
    LibraryPython.runInto(m, name.replace('.', '/') + ".py");
    return m;
  }

  /**
   * Names of m that other modules define, imported on first access (a PEP 562 module
   * __getattr__): {@code "Queue" -> "asyncio.queues"} makes {@code m.Queue} import asyncio.queues
   * and keep its Queue in m from then on.
   */
  static void importOnFirstUse(PyModule m, Map<String, String> moduleOf) {
    m.def("__getattr__", (a, k) -> firstUse(m, moduleOf, a, k));
  }

  /**
   * {@link #importOnFirstUse} for the template of a module shared by executions (its functions
   * must not hold a module): the __getattr__ finds the running execution's module {@code name}.
   */
  static void importOnFirstUse(String name, PyModule template, Map<String, String> moduleOf) {
    template.def("__getattr__", (a, k) -> firstUse(VmAccess.importedModule(name), moduleOf, a, k));
  }

  private static PyObject firstUse(PyModule m, Map<String, String> moduleOf, PyObject[] a, String[] k) {
    Args.exact("__getattr__", a, k, 1);
    String name = Ops.str(a[0]);
    String sourceName = moduleOf.get(name);
    if (sourceName == null) {
      throw Errors.noAttribute(m, name);
    }
    PyModule source = VmAccess.importModule(sourceName);
    // a submodule of m stands for itself ("abc" -> "collections.abc"); otherwise take its name
    PyObject v = sourceName.equals(m.name() + "." + name) ? source : Ops.getattr(source, name);
    m.instanceDict().setItem(a[0], v);
    return v;
  }

  /**
   * Runs the library file {@code path} (under lib/) into m the first time one of {@code names}
   * is looked up on m (a PEP 562 module __getattr__ that removes itself): for the parts of a
   * Java module written in Python, which cost more to set up than the rest of it.
   */
  static void libraryOnFirstUse(PyModule m, Set<String> names, String path) {
    m.def("__getattr__", (a, k) -> {
      Args.exact("__getattr__", a, k, 1);
      String name = Ops.str(a[0]);
      if (!names.contains(name)) {
        throw Errors.noAttribute(m, name);
      }
      m.instanceDict().delItem(PyStr.of("__getattr__"));
      LibraryPython.runInto(m, path);
      return Ops.getattr(m, name);
    });
  }

  static PyBuiltinFunction fn(String name, BuiltinBody body) {
    return PyBuiltinFunction.function(name, body);
  }

  /** Keyword names and values of a call, as parallel lists. */
  static int kwCount(String[] kwnames) {
    return kwnames == null ? 0 : kwnames.length;
  }

  /** Stable sort of items by precomputed keys (Python's {@code <}), descending when reverse. */
  static void sort(PyObject[] items, PyObject[] keys, boolean reverse) {
    Sorting.sortByKeys(items, keys, reverse);
  }

  /** The items of a dict (in order) as key/value pairs. */
  static List<PyObject[]> items(PyDict d) {
    List<PyObject> keys = d.keys();
    List<PyObject[]> out = new ArrayList<>(keys.size());
    for (PyObject k : keys) {
      PyObject v = d.getItemOrNull(k);
      if (v != null) {
        out.add(new PyObject[] {k, v});
      }
    }
    return out;
  }

  /** The type's name as Python shows it in messages. */
  static String typeName(PyObject o) {
    return o.type().name();
  }

  /** {@code repr(type)} e.g. {@code <class 'list'>}. */
  static String typeRepr(PyType t) {
    return t.repr();
  }

  /** Calls a Python callable with one argument. */
  static PyObject call1(PyObject f, PyObject a) {
    return f.call(new PyObject[] {a}, null);
  }

  static PyObject call2(PyObject f, PyObject a, PyObject b) {
    return f.call(new PyObject[] {a, b}, null);
  }

  /** Joins reprs as {@code a, b, c}. */
  static String joinReprs(Iterable<? extends PyObject> items) {
    StringBuilder sb = new StringBuilder();
    for (PyObject o : items) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(Ops.repr(o));
    }
    return sb.toString();
  }

  /** {@code callable(o)}. */
  static boolean isCallable(PyObject o) {
    return o instanceof PyType || o instanceof PyBuiltinFunction || o instanceof dev.krait.python.objects.PyBoundMethod
        || o.type().lookup("__call__") != null;
  }

  /** Code-point length of a Java string. */
  static int cpLen(String s) {
    return s.codePointCount(0, s.length());
  }
}
