/*
 * The warnings module: warn() and friends accept their arguments and do nothing (a cell's
 * stdout is its output; CPython prints warnings to stderr, which Krait does not expose), except
 * that a filter action "error" (filterwarnings/simplefilter) turns warnings into exceptions.
 * catch_warnings is a context manager that restores the filters on exit.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.List;

/** {@code warnings}. */
public final class WarningsModule {
  private WarningsModule() {}

  static final PyType CATCH = PyType.builtin("catch_warnings", PyType.OBJECT, t -> {
    t.defineStaticMethod("__new__", (a, k) -> new Catch());
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
  });

  static final class Catch extends PyObject {
    @Override
    public PyType type() {
      return CATCH;
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("warnings");
    List<PyObject[]> filters = new ArrayList<>();
    PyList log = new PyList();
    m.def("warn", (a, k) -> {
      PyObject[] p = Args.bind("warn", a, k, 0, new String[] {"message", "category", "stacklevel", "source"}, 1);
      PyObject category = p[1] == null || p[1] == PyNone.NONE ? ExceptionTypes.USER_WARNING : p[1];
      if (p[0] instanceof PyBaseException) {
        category = p[0].type();
      }
      for (int i = filters.size() - 1; i >= 0; i--) {
        PyObject[] f = filters.get(i);
        if (isSubclass(category, f[1])) {
          String action = Ops.str(f[0]);
          if (action.equals("error")) {
            if (p[0] instanceof PyBaseException be) {
              throw new PyError(be);
            }
            throw new PyError(new PyBaseException((PyType) category, PyTuple.of(p[0])));
          }
          break;
        }
      }
      return PyNone.NONE;
    });
    m.def("warn_explicit", (a, k) -> PyNone.NONE);
    m.def("showwarning", (a, k) -> PyNone.NONE);
    m.def("formatwarning", (a, k) -> PyStr.of(""));
    m.def("filterwarnings", (a, k) -> {
      PyObject[] p = Args.bind("filterwarnings", a, k, 0, new String[] {"action", "message", "category", "module",
          "lineno", "append"}, 1);
      filters.add(new PyObject[] {p[0], p[2] == null ? ExceptionTypes.WARNING : p[2]});
      return PyNone.NONE;
    });
    m.def("simplefilter", (a, k) -> {
      PyObject[] p = Args.bind("simplefilter", a, k, 0, new String[] {"action", "category", "lineno", "append"}, 1);
      filters.add(new PyObject[] {p[0], p[1] == null ? ExceptionTypes.WARNING : p[1]});
      return PyNone.NONE;
    });
    m.def("resetwarnings", (a, k) -> {
      filters.clear();
      return PyNone.NONE;
    });
    m.put("filters", log);
    PyType[] holder = new PyType[1];
    holder[0] = PyType.builtin("catch_warnings", PyType.OBJECT, t -> {
      t.defineStaticMethod("__new__", (a, k) -> {
        Saved s = new Saved(filters);
        s.type = holder[0];
        for (int i = 0; i < Args.kwCount(k); i++) {
          if (k[i].equals("record")) {
            s.record = Ops.truthy(a[a.length - Args.kwCount(k) + i]);
          }
        }
        return s;
      });
      t.defineMethod("__init__", (a, k) -> PyNone.NONE);
      t.defineMethod("__enter__", (a, k) -> {
        ((Saved) a[0]).saved = new ArrayList<>(filters);
        return ((Saved) a[0]).record ? new PyList() : PyNone.NONE;
      });
      t.defineMethod("__exit__", (a, k) -> {
        filters.clear();
        filters.addAll(((Saved) a[0]).saved);
        return PyBool.FALSE;
      });
    });
    m.put("catch_warnings", holder[0]);
    return m;
  }

  /** A catch_warnings instance (its type is made per module so it can close over the filters). */
  static final class Saved extends PyObject {
    final List<PyObject[]> filters;
    List<PyObject[]> saved = new ArrayList<>();
    boolean record;
    PyType type;

    Saved(List<PyObject[]> filters) {
      this.filters = filters;
    }

    @Override
    public PyType type() {
      return type;
    }
  }

  /** {@code issubclass(c, spec)} for a class or a tuple of classes (non-classes never match). */
  static boolean isSubclass(PyObject c, PyObject spec) {
    if (spec instanceof PyTuple t) {
      for (PyObject x : t.toArray()) {
        if (isSubclass(c, x)) {
          return true;
        }
      }
      return false;
    }
    return c instanceof PyType ct && spec instanceof PyType st && ct.isSubtypeOf(st);
  }
}
