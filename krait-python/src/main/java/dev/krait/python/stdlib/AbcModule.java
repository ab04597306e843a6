/*
 * The abc module: ABCMeta (a builtin metaclass that records a class's abstract methods in
 * __abstractmethods__ and refuses to instantiate classes that still have some), ABC, the
 * abstractmethod decorators and a virtual-subclass registry (ABC.register) checked as CPython does (registries of the class and of its subclasses).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyClassMethod;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyProperty;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStaticMethod;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** {@code abc}. */
public final class AbcModule {
  private AbcModule() {}

  /** {@code abc.ABCMeta}: a metaclass (subclass of type) shared by every execution; it has no state. */
  public static final PyType ABC_META = PyType.builtin("ABCMeta", PyType.TYPE, AbcModule::installMeta);

  public static PyModule create() {
    PyModule m = new PyModule("abc");
    m.put("ABCMeta", ABC_META);
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("abc"));
    ns.put("__qualname__", PyStr.of("ABC"));
    ns.put("__doc__", PyStr.of("Helper class that provides a standard way to create an ABC using\ninheritance."));
    ns.put("__slots__", PyTuple.EMPTY);
    PyType abc = PyType.newClass(ABC_META, "ABC", new PyType[0], ns);
    abc.setAttribute("__abstractmethods__", new PySet(true));
    m.put("ABC", abc);
    m.def("abstractmethod", (a, k) -> {
      Args.exact("abstractmethod", a, k, 1);
      Ops.setattr(a[0], "__isabstractmethod__", PyBool.TRUE);
      return a[0];
    });
    m.def("abstractproperty", (a, k) -> {
      Args.range("abstractproperty", a, k, 1, 4);
      PyObject fget = a[0];
      Ops.setattr(fget, "__isabstractmethod__", PyBool.TRUE);
      return new PyProperty(fget, a.length > 1 ? a[1] : PyNone.NONE, a.length > 2 ? a[2] : PyNone.NONE,
          a.length > 3 ? a[3] : PyNone.NONE);
    });
    m.def("abstractclassmethod", (a, k) -> {
      Args.exact("abstractclassmethod", a, k, 1);
      Ops.setattr(a[0], "__isabstractmethod__", PyBool.TRUE);
      return new PyClassMethod(a[0]);
    });
    m.def("abstractstaticmethod", (a, k) -> {
      Args.exact("abstractstaticmethod", a, k, 1);
      Ops.setattr(a[0], "__isabstractmethod__", PyBool.TRUE);
      return new PyStaticMethod(a[0]);
    });
    m.def("get_cache_token", (a, k) -> PyTuple.EMPTY);
    m.def("update_abstractmethods", (a, k) -> {
      Args.exact("update_abstractmethods", a, k, 1);
      if (a[0] instanceof PyType t && t.lookup("__abstractmethods__") != null) {
        computeAbstracts(t);
      }
      return a[0];
    });
    return m;
  }

  /** True when a class attribute is abstract (looking inside properties, classmethods and staticmethods). */
  static boolean isAbstract(PyObject v) {
    if (v == null || v == PyNone.NONE) {
      return false;
    }
    if (v instanceof PyClassMethod c) {
      return isAbstract(c.function());
    }
    if (v instanceof PyStaticMethod s) {
      return isAbstract(s.function());
    }
    if (v instanceof PyProperty p) {
      for (String part : new String[] {"fget", "fset", "fdel"}) {
        if (isAbstract(Ops.getattrOrNull(p, part, null))) {
          return true;
        }
      }
      return false;
    }
    PyObject flag = Ops.getattrOrNull(v, "__isabstractmethod__", null);
    return flag != null && Ops.truthy(flag);
  }

  /** Sets {@code cls.__abstractmethods__} from its namespace and the abstract names of its bases. */
  static void computeAbstracts(PyType cls) {
    TreeSet<String> abstracts = new TreeSet<>();
    for (Map.Entry<String, PyObject> e : cls.dict().entrySet()) {
      if (isAbstract(e.getValue())) {
        abstracts.add(e.getKey());
      }
    }
    for (PyType base : cls.bases()) {
      PyObject names = base.lookup("__abstractmethods__");
      if (names == null || !(names instanceof PySet)) {
        continue;
      }
      for (PyObject n : Ops.toArray(names)) {
        String name = Ops.str(n);
        PyObject v = Ops.getattrOrNull(cls, name, null);
        PyObject raw = cls.lookup(name);
        if (isAbstract(raw != null ? raw : v)) {
          abstracts.add(name);
        }
      }
    }
    PySet set = new PySet(true);
    for (String s : abstracts) {
      set.add(PyStr.of(s));
    }
    cls.setAttribute("__abstractmethods__", set);
  }

  /** Raises CPython's TypeError when {@code cls} still has abstract methods. */
  static void checkInstantiable(PyType cls) {
    PyObject names = cls.lookup("__abstractmethods__");
    if (!(names instanceof PySet s) || s.size() == 0) {
      return;
    }
    List<String> sorted = new ArrayList<>(new TreeSet<>(stringsOf(s)));
    throw Errors.typeError("Can't instantiate abstract class " + cls.name() + " with abstract method"
        + (sorted.size() == 1 ? "" : "s") + " " + String.join(", ", sorted));
  }

  private static List<String> stringsOf(PySet s) {
    List<String> out = new ArrayList<>();
    for (PyObject o : Ops.toArray(s)) {
      out.add(Ops.str(o));
    }
    return out;
  }

  /** type.__new__ as a metaclass's super().__new__ would call it. */
  static PyObject typeNew(PyObject[] a, String[] k) {
    return Ops.unwrapStatic(PyType.TYPE.lookup("__new__")).call(a, k);
  }

  /** ABCMeta.__subclasscheck__: the class's __subclasshook__ first, then inheritance and the registry. */
  private static boolean abcSubclassCheck(PyType cls, PyType sub, int depth) {
    PyObject hook = cls.lookup("__subclasshook__");
    if (hook != null && hook != PyNone.NONE && depth < 50) {
      PyObject r = Ops.bindDescriptor(hook, null, cls).call(new PyObject[] {sub}, null);
      if (r != dev.krait.python.objects.PyNotImplemented.NOT_IMPLEMENTED) {
        return Ops.truthy(r);
      }
    }
    return isRegistered(cls, sub, depth);
  }

  /**
   * CPython's ABCMeta.__subclasscheck__ after the hook: a real subclass, a class registered on
   * cls (or a subclass of one), or a virtual subclass of one of cls's own subclasses.
   */
  private static boolean isRegistered(PyType cls, PyType sub, int depth) {
    if (depth > 50) {
      return false;
    }
    if (sub.isSubtypeOf(cls)) {
      return true;
    }
    if (cls.ownAttribute("_abc_registry") instanceof PyList reg) {
      for (PyObject r : reg.toArray()) {
        if (r instanceof PyType rt && (sub.isSubtypeOf(rt) || rt != cls && isAbc(rt) && isRegistered(rt, sub, depth + 1))) {
          return true;
        }
      }
    }
    if (cls.ownAttribute("_abc_subclasses") instanceof PyList subs) {
      for (PyObject s : subs.toArray()) {
        if (s instanceof PyType st && st != cls && abcSubclassCheck(st, sub, depth + 1)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isAbc(PyType t) {
    return t.type().isSubtypeOf(ABC_META);
  }

  /**
   * Krait does not expose type.__subclasses__, so each ABC made in this execution lists its ABC
   * subclasses itself (shared builtin types never do: they outlive the execution).
   */
  private static void noteSubclass(PyType c) {
    for (PyType b : c.bases()) {
      if (isAbc(b) && !b.isBuiltin()) {
        PyObject l = b.ownAttribute("_abc_subclasses");
        if (!(l instanceof PyList)) {
          l = new PyList();
          b.setAttribute("_abc_subclasses", l);
        }
        ((PyList) l).append(c);
      }
    }
  }

  private static void installMeta(PyType t) {
    t.markBaseType();
    t.defineAttr("__module__", PyStr.of("abc"));
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject cls = typeNew(a, k);
      if (cls instanceof PyType c) {
        computeAbstracts(c);
        noteSubclass(c);
      }
      return cls;
    });
    t.defineMethod("__call__", (a, k) -> {
      PyType cls = (PyType) a[0];
      checkInstantiable(cls);
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return cls.instantiate(rest, k);
    });
    t.defineMethod("register", (a, k) -> {
      Args.exact("register", a, k, 2);
      PyType cls = (PyType) a[0];
      if (!(a[1] instanceof PyType sub)) {
        throw Errors.typeError("Can only register classes");
      }
      PyObject reg = cls.ownAttribute("_abc_registry");
      if (!(reg instanceof PyList)) {
        reg = new PyList();
        cls.setAttribute("_abc_registry", reg);
      }
      ((PyList) reg).append(sub);
      return sub;
    });
    t.defineMethod("__instancecheck__", (a, k) -> {
      Args.exact("__instancecheck__", a, k, 2);
      return PyBool.of(abcSubclassCheck((PyType) a[0], a[1].type(), 0));
    });
    t.defineMethod("__subclasscheck__", (a, k) -> {
      Args.exact("__subclasscheck__", a, k, 2);
      if (!(a[1] instanceof PyType sub)) {
        throw Errors.typeError("issubclass() arg 1 must be a class");
      }
      return PyBool.of(abcSubclassCheck((PyType) a[0], sub, 0));
    });
    t.defineMethod("_abc_registry_clear", (a, k) -> {
      ((PyType) a[0]).setAttribute("_abc_registry", new PyList());
      return PyNone.NONE;
    });
  }
}
