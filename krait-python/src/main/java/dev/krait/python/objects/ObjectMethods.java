/*
 * The attributes of `object`, the root class: creation, the generic attribute protocol,
 * identity equality and hashing, default repr/str/format.
 */
package dev.krait.python.objects;

/** Installs {@code object}'s methods. */
final class ObjectMethods {
  private ObjectMethods() {}

  private static PyObject getattribute;
  private static PyObject setattr;
  private static PyObject delattr;
  private static PyObject objectNew;
  private static PyObject objectInit;

  static PyObject getattribute() {
    PyType.OBJECT.ensureInstalled();
    return getattribute;
  }

  static PyObject setattr() {
    PyType.OBJECT.ensureInstalled();
    return setattr;
  }

  static PyObject delattr() {
    PyType.OBJECT.ensureInstalled();
    return delattr;
  }

  static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      if (a.length == 0 || !(a[0] instanceof PyType cls)) {
        throw Errors.typeError("object.__new__(X): X is not a type object");
      }
      if (cls.isBuiltin() && cls != PyType.OBJECT) {
        throw Errors.typeError("object.__new__(" + cls.name() + ") is not safe, use " + cls.name() + ".__new__()");
      }
      if (a.length > 1 && (cls.lookup("__init__") == objectInit || cls.lookup("__new__") != objectNew)) {
        throw Errors.typeError(cls.name() + "() takes no arguments");
      }
      if (cls == PyType.OBJECT) {
        return new PyBareObject();
      }
      return new PyInstance(cls);
    });
    objectNew = t.ownAttributeRaw("__new__");
    t.defineMethod("__init__", (a, k) -> {
      if (a.length > 1) {
        PyType cls = a[0].type();
        if (cls.lookup("__init__") != objectInit) {
          throw Errors.typeError("object.__init__() takes exactly one argument (the instance to initialize)");
        }
        if (cls.lookup("__new__") == objectNew) {
          throw Errors.typeError(cls.name() + "() takes no arguments");
        }
      }
      return PyNone.NONE;
    });
    objectInit = t.ownAttributeRaw("__init__");
    t.defineMethod("__getattribute__", (a, k) -> {
      Args.exact("__getattribute__", a, k, 2);
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      PyObject v = Ops.genericGetattr(a[0], name);
      if (v == null) {
        throw Errors.noAttribute(a[0], name);
      }
      return v;
    });
    getattribute = t.ownAttributeRaw("__getattribute__");
    t.defineMethod("__setattr__", (a, k) -> {
      Args.exact("__setattr__", a, k, 3);
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      if (a[0] instanceof PyType type) {
        Ops.typeSetattr(type, name, a[2]);
      } else {
        Ops.genericSetattr(a[0], name, a[2]);
      }
      return PyNone.NONE;
    });
    setattr = t.ownAttributeRaw("__setattr__");
    t.defineMethod("__delattr__", (a, k) -> {
      Args.exact("__delattr__", a, k, 2);
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      if (a[0] instanceof PyType type) {
        type.deleteAttribute(name);
      } else {
        Ops.genericDelattr(a[0], name);
      }
      return PyNone.NONE;
    });
    delattr = t.ownAttributeRaw("__delattr__");
    t.defineMethod("__eq__", (a, k) -> a[0] == a[1] ? PyBool.TRUE : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__ne__", (a, k) -> {
      PyObject eq = Ops.callSpecial(a[0], "__eq__", a[1]);
      if (eq == null || eq == PyNotImplemented.NOT_IMPLEMENTED) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(!Ops.truthy(eq));
    });
    for (String cmp : new String[] {"__lt__", "__le__", "__gt__", "__ge__"}) {
      t.defineMethod(cmp, (a, k) -> PyNotImplemented.NOT_IMPLEMENTED);
    }
    t.defineMethod("__hash__", (a, k) -> PyInt.of(identityHash(a[0])));
    t.defineMethod("__repr__", (a, k) -> {
      PyType cls = a[0].type();
      String mod = cls.module();
      String prefix = mod.equals("builtins") ? "" : mod + ".";
      return PyStr.of("<" + prefix + cls.qualname() + " object at 0x" + Long.toHexString(identityHash(a[0]) << 4)
          + ">");
    });
    t.defineMethod("__str__", (a, k) -> Ops.reprObject(a[0]));
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Ops.strValue(a[1], "format spec must be str");
      if (!spec.isEmpty()) {
        throw Errors.typeError("unsupported format string passed to " + a[0].type().name() + ".__format__");
      }
      return Ops.strObject(a[0]);
    });
    t.defineClassMethod("__init_subclass__", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError(((PyType) a[0]).name() + ".__init_subclass__() takes no keyword arguments");
      }
      if (a.length > 1) {
        throw Errors.typeError(((PyType) a[0]).name() + ".__init_subclass__() takes no arguments ("
            + (a.length - 1) + " given)");
      }
      return PyNone.NONE;
    });
    t.defineClassMethod("__subclasshook__", (a, k) -> PyNotImplemented.NOT_IMPLEMENTED);
    t.defineProperty("__class__", PyObject::type, (o, v) -> {
      if (!(v instanceof PyType nt)) {
        throw Errors.typeError("__class__ must be set to a class, not '" + v.type().name() + "' object");
      }
      if (!(o instanceof PyInstance inst) || nt.isBuiltin()) {
        throw Errors.typeError("__class__ assignment only supported for mutable types or ModuleType subclasses");
      }
      inst.setType(nt);
    });
    t.defineGetter("__dict__", o -> {
      PyDict d = o.instanceDict();
      if (d == null || o.type().hasSlotsOnly()) {
        throw Errors.noAttribute(o, "__dict__");
      }
      if (o.type().hasInheritedSlots()) { // slot values live in the dict here: hide them (a copy)
        PyDict visible = new PyDict();
        for (PyObject key : d.keys()) {
          if (!(key instanceof PyStr ks && o.type().isSlotName(ks.value()))) {
            visible.setItem(key, d.getItem(key));
          }
        }
        return visible;
      }
      return d;
    });
    t.defineMethod("__dir__", (a, k) -> {
      Args.exact("__dir__", a, k, 1);
      java.util.TreeSet<String> names = new java.util.TreeSet<>();
      PyDict d = a[0].instanceDict();
      if (d != null) {
        for (PyObject key : d.keys()) {
          if (key instanceof PyStr s) {
            names.add(s.value());
          }
        }
      }
      for (PyType c : a[0].type().mroArray()) {
        names.addAll(c.dict().keySet());
      }
      PyList out = new PyList();
      for (String n : names) {
        out.append(PyStr.of(n));
      }
      return out;
    });
    t.defineMethod("__reduce_ex__", (a, k) -> {
      throw Errors.typeError("cannot pickle '" + a[0].type().name() + "' object");
    });
    t.defineMethod("__reduce__", (a, k) -> {
      throw Errors.typeError("cannot pickle '" + a[0].type().name() + "' object");
    });
  }

  /** A stable per-object number used for default hashes and reprs (never a real address). */
  static long identityHash(PyObject o) {
    return System.identityHashCode(o) & 0xffffffffL;
  }

  /** What {@code object()} returns: featureless, no dict. */
  static final class PyBareObject extends PyObject {
    @Override
    public PyType type() {
      return PyType.OBJECT;
    }
  }
}
