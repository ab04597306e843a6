/*
 * super(): attribute lookup that starts after a given class in the MRO of an object's type.
 * The zero-argument form is resolved by the VM from the calling frame (its first argument
 * and its __class__ cell).
 */
package dev.krait.python.objects;

/** {@code super}. */
public final class PySuper extends PyObject {
  public static final PyType TYPE = PyType.builtin("super", PyType.OBJECT, PySuper::install);

  /** Resolves super() without arguments from the running frame; installed by the VM. */
  public interface ZeroArg {
    PySuper resolve();
  }

  private static volatile ZeroArg zeroArg;

  private final PyType thisType;
  private final PyObject obj;
  private final PyType objType;

  public PySuper(PyType thisType, PyObject obj) {
    this.thisType = thisType;
    this.obj = obj;
    if (obj instanceof PyType t && t.isSubtypeOf(thisType)) {
      this.objType = t;
    } else if (obj.type().isSubtypeOf(thisType)) {
      this.objType = obj.type();
    } else {
      throw Errors.typeError("super(type, obj): obj must be an instance or subtype of type");
    }
  }

  public static void setZeroArg(ZeroArg z) {
    zeroArg = z;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  /** The attribute found after thisType in the MRO, bound to obj; null when absent. */
  public PyObject lookup(String name) {
    PyType[] mro = objType.mroArray();
    int i = 0;
    while (i < mro.length && mro[i] != thisType) {
      i++;
    }
    for (i++; i < mro.length; i++) {
      PyObject v = mro[i].ownAttribute(name);
      if (v != null) {
        if (obj == objType) {
          return Ops.bindDescriptor(v, null, objType);
        }
        return Ops.bindDescriptor(v, obj, objType);
      }
    }
    return null;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(thisType);
    v.visit(obj);
    v.visit(objType);
  }

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      int n = Args.posCount(a, k) - 1;
      if (n == 0) {
        return zeroArg.resolve();
      }
      if (!(a[1] instanceof PyType tp)) {
        throw Errors.typeError("super() argument 1 must be a type, not " + a[1].type().name());
      }
      if (n == 1) {
        throw Errors.typeError("super() with one argument is not supported");
      }
      return new PySuper(tp, a[2]);
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineMethod("__getattribute__", (a, k) -> {
      PySuper s = (PySuper) a[0];
      String name = Ops.strValue(a[1], "attribute name must be string");
      if (!name.equals("__class__")) {
        PyObject v = s.lookup(name);
        if (v != null) {
          return v;
        }
      }
      PyObject v = Ops.genericGetattr(s, name);
      if (v == null) {
        throw Errors.attributeError("'super' object has no attribute '" + name + "'");
      }
      return v;
    });
    t.defineGetter("__thisclass__", o -> ((PySuper) o).thisType);
    t.defineGetter("__self__", o -> ((PySuper) o).obj);
    t.defineGetter("__self_class__", o -> ((PySuper) o).objType);
    t.defineMethod("__repr__", (a, k) -> {
      PySuper s = (PySuper) a[0];
      return PyStr.of("<super: <class '" + s.thisType.name() + "'>, <" + s.objType.name() + " object>>");
    });
  }
}
