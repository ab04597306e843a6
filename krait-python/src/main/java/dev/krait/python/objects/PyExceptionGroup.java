/*
 * BaseExceptionGroup / ExceptionGroup (PEP 654): the exception carrying a message and a tuple of
 * sub-exceptions, as CPython 3.11's Objects/exceptions.c builds it. __new__ validates and picks
 * ExceptionGroup when every member is an Exception; split()/subgroup() walk nested groups and
 * rebuild the partial ones through derive() (so subclasses that override derive keep their type),
 * copying __traceback__/__cause__/__context__/__notes__ from the original as CPython does. The VM's
 * except* machinery (CHECK_EG_MATCH, PREP_RERAISE_STAR) uses the static helpers at the bottom.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** An instance of BaseExceptionGroup or one of its subclasses. */
public final class PyExceptionGroup extends PyBaseException {
  private final PyStr message;
  private final PyTuple exceptions;

  PyExceptionGroup(PyType type, PyTuple args, PyStr message, PyTuple exceptions) {
    super(type, args);
    this.message = message;
    this.exceptions = exceptions;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    super.forEachReference(v);
    v.visit(message);
    v.visit(exceptions);
  }

  public PyStr message() {
    return message;
  }

  public PyTuple exceptions() {
    return exceptions;
  }

  /**
   * _PyExc_CreateExceptionGroup: BaseExceptionGroup(message, excs), an ExceptionGroup when every
   * member is an Exception; excs (a list or a tuple) is kept as given in args, as in CPython.
   */
  public static PyExceptionGroup create(String message, PyObject excs) {
    return (PyExceptionGroup) newGroup(ExceptionTypes.BASE_EXCEPTION_GROUP, new PyObject[] {PyStr.of(message), excs});
  }

  // ---------------------------------------------------------------- type installation

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> newGroup((PyType) a[0], Args.positional(a, k, 1)));
    t.defineMethod("__init__", (a, k) -> {
      PyBaseException self = (PyBaseException) a[0];
      if (k != null && k.length > 0) {
        throw Errors.typeError(self.type().name() + "() takes no keyword arguments");
      }
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      self.setArgs(PyTuple.of(rest));
      return PyNone.NONE;
    });
    t.defineProperty("message", o -> ((PyExceptionGroup) o).message, PyExceptionGroup::readonly);
    t.defineProperty("exceptions", o -> ((PyExceptionGroup) o).exceptions, PyExceptionGroup::readonly);
    t.defineMethod("__str__", (a, k) -> {
      PyExceptionGroup self = (PyExceptionGroup) a[0];
      int n = self.exceptions.size();
      return PyStr.of(self.message.value() + " (" + n + " sub-exception" + (n > 1 ? "s" : "") + ")");
    });
    t.defineMethod("derive", (a, k) -> {
      Args.exact("derive", a, k, 2);
      return newGroup(ExceptionTypes.BASE_EXCEPTION_GROUP, new PyObject[] {((PyExceptionGroup) a[0]).message, a[1]});
    });
    t.defineMethod("split", (a, k) -> {
      Args.exact("split", a, k, 2);
      PyObject[] r = split(a[0], matcherType(a[1]), a[1], true);
      return PyTuple.of(orNone(r[0]), orNone(r[1]));
    });
    t.defineMethod("subgroup", (a, k) -> {
      Args.exact("subgroup", a, k, 2);
      return orNone(split(a[0], matcherType(a[1]), a[1], false)[0]);
    });
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
  }

  private static void readonly(PyObject o, PyObject v) {
    throw Errors.attributeError("readonly attribute");
  }

  private static PyObject orNone(PyObject o) {
    return o == null ? PyNone.NONE : o;
  }

  /** BaseExceptionGroup.__new__(cls, message, exceptions) with CPython's checks and messages. */
  static PyObject newGroup(PyType cls, PyObject[] args) {
    if (args.length != 2) {
      throw Errors.typeError("BaseExceptionGroup.__new__() takes exactly 2 arguments (" + args.length + " given)");
    }
    if (!(args[0] instanceof PyStr message)) {
      throw Errors.typeError("BaseExceptionGroup.__new__() argument 1 must be str, not " + args[0].type().name());
    }
    if (!isSequence(args[1])) {
      throw Errors.typeError("second argument (exceptions) must be a sequence");
    }
    PyObject[] items = Ops.toArray(args[1]);
    if (items.length == 0) {
      throw Errors.valueError("second argument (exceptions) must be a non-empty sequence");
    }
    boolean nestedBase = false;
    for (int i = 0; i < items.length; i++) {
      if (!(items[i] instanceof PyBaseException e)) {
        throw Errors.valueError("Item " + i + " of second argument (exceptions) is not an exception");
      }
      if (!e.type().isSubtypeOf(ExceptionTypes.EXCEPTION)) {
        nestedBase = true;
      }
    }
    if (cls == ExceptionTypes.EXCEPTION_GROUP) {
      if (nestedBase) {
        throw Errors.typeError("Cannot nest BaseExceptions in an ExceptionGroup");
      }
    } else if (cls == ExceptionTypes.BASE_EXCEPTION_GROUP) {
      if (!nestedBase) {
        cls = ExceptionTypes.EXCEPTION_GROUP;
      }
    } else if (nestedBase && cls.isSubtypeOf(ExceptionTypes.EXCEPTION)) {
      throw Errors.typeError("Cannot nest BaseExceptions in '" + cls.name() + "'");
    }
    return new PyExceptionGroup(cls, PyTuple.of(args), message, PyTuple.of(items));
  }

  /** PySequence_Check: anything with __getitem__ that is not a mapping (dict). */
  private static boolean isSequence(PyObject o) {
    if (o instanceof PyTuple || o instanceof PyList) {
      return true;
    }
    if (o instanceof PyDict || o.type().isSubtypeOf(PyDict.TYPE)) {
      return false;
    }
    return o.type().lookup("__getitem__") != null;
  }

  // ---------------------------------------------------------------- split / subgroup

  private static final int BY_TYPE = 0;
  private static final int PREDICATE = 1;
  private static final int INSTANCE_IDS = 2;

  private static int matcherType(PyObject v) {
    if (v instanceof PyFunction) {
      return PREDICATE;
    }
    if (isExceptionClass(v)) {
      return BY_TYPE;
    }
    if (v instanceof PyTuple t && t.type() == PyTuple.TYPE) {
      for (int i = 0; i < t.size(); i++) {
        if (!isExceptionClass(t.get(i))) {
          throw Errors.typeError("expected a function, exception type or tuple of exception types");
        }
      }
      return BY_TYPE;
    }
    throw Errors.typeError("expected a function, exception type or tuple of exception types");
  }

  private static boolean isExceptionClass(PyObject v) {
    return v instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BASE_EXCEPTION);
  }

  /** PyErr_GivenExceptionMatches for an exception instance and a class or (nested) tuple of classes. */
  public static boolean givenMatches(PyObject exc, PyObject type) {
    if (type instanceof PyTuple t) {
      for (int i = 0; i < t.size(); i++) {
        if (givenMatches(exc, t.get(i))) {
          return true;
        }
      }
      return false;
    }
    return type instanceof PyType pt && exc.type().isSubtypeOf(pt);
  }

  private static boolean checkMatch(PyObject exc, int matcherType, PyObject matcher) {
    return switch (matcherType) {
      case BY_TYPE -> givenMatches(exc, matcher);
      case PREDICATE -> Ops.truthy(Ops.call(matcher, exc));
      default -> ((Map<?, ?>) ((JavaIds) matcher).ids).containsKey(exc);
    };
  }

  /** The set of leaf identities for the INSTANCE_IDS matcher (never visible to Python). */
  private static final class JavaIds extends PyObject {
    final Map<PyObject, Boolean> ids;

    JavaIds(Map<PyObject, Boolean> ids) {
      this.ids = ids;
    }

    @Override
    public PyType type() {
      return PyType.OBJECT;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visitAny(ids);
    }
  }

  /** {match, rest} (Java nulls for None) of exceptiongroup_split_recursive. */
  private static PyObject[] split(PyObject exc, int matcherType, PyObject matcher, boolean constructRest) {
    if (checkMatch(exc, matcherType, matcher)) {
      return new PyObject[] {exc, null};
    }
    if (!(exc instanceof PyExceptionGroup eg)) {
      return new PyObject[] {null, constructRest ? exc : null};
    }
    List<PyObject> matches = new ArrayList<>();
    List<PyObject> rest = constructRest ? new ArrayList<>() : null;
    ResourceMeter meter = ResourceMeter.current();
    for (int i = 0; i < eg.exceptions.size(); i++) {
      meter.enterNative("in exceptiongroup_split_recursive");
      PyObject[] r;
      try {
        r = split(eg.exceptions.get(i), matcherType, matcher, constructRest);
      } finally {
        meter.leaveNative();
      }
      if (r[0] != null) {
        matches.add(r[0]);
      }
      if (r[1] != null) {
        rest.add(r[1]);
      }
    }
    PyObject m = subset(eg, matches);
    PyObject rs = constructRest ? subset(eg, rest) : null;
    return new PyObject[] {m, rs};
  }

  /** exceptiongroup_subset: derive() over the parts, with the original's metadata copied. */
  private static PyObject subset(PyExceptionGroup orig, List<PyObject> excs) {
    if (excs.isEmpty()) {
      return null;
    }
    ResourceMeter.current().allocateSlots(excs.size());
    PyObject derived = Ops.callMethodDescriptor(lookupOrFail(orig, "derive"), orig,
        new PyObject[] {new PyList(excs.toArray(new PyObject[0]))}, null);
    if (!(derived instanceof PyExceptionGroup eg)) {
      throw Errors.typeError("derive must return an instance of BaseExceptionGroup");
    }
    eg.setTraceback(orig.traceback());
    eg.setContext(orig.context());
    eg.setCause(orig.cause());
    PyObject notes = Ops.getattrOrNull(orig, "__notes__", null);
    if (notes != null && isSequence(notes)) {
      Ops.setattr(eg, "__notes__", PyList.fromIterable(notes));
    }
    return eg;
  }

  private static PyObject lookupOrFail(PyObject self, String name) {
    PyObject d = self.type().lookup(name);
    if (d == null) {
      throw Errors.noAttribute(self, name);
    }
    return d;
  }

  // ---------------------------------------------------------------- except* support for the VM

  /**
   * CHECK_EG_MATCH's exception_group_match: {match, rest} with None for absent parts. A naked
   * exception that matches is wrapped in ExceptionGroup('', (exc,)).
   */
  public static PyObject[] exceptStarMatch(PyObject exc, PyObject matchType) {
    if (exc == PyNone.NONE) {
      return new PyObject[] {PyNone.NONE, PyNone.NONE};
    }
    if (givenMatches(exc, matchType)) {
      if (exc instanceof PyExceptionGroup) {
        return new PyObject[] {exc, PyNone.NONE};
      }
      // CPython 3.11 gives the wrapper no traceback of its own
      return new PyObject[] {create("", PyTuple.of(exc)), PyNone.NONE};
    }
    if (exc instanceof PyExceptionGroup) {
      PyObject pair = Ops.callMethodDescriptor(lookupOrFail(exc, "split"), exc, new PyObject[] {matchType}, null);
      // CPython only asserts the shape of an overridden split()'s result; Krait refuses it
      if (!(pair instanceof PyTuple t) || t.size() != 2 || !exceptionOrNone(t.get(0)) || !exceptionOrNone(t.get(1))) {
        throw Errors.typeError("split() must return a tuple of two exceptions or None");
      }
      return new PyObject[] {t.get(0), t.get(1)};
    }
    return new PyObject[] {PyNone.NONE, exc};
  }

  private static boolean exceptionOrNone(PyObject o) {
    return o == PyNone.NONE || o instanceof PyBaseException;
  }

  /** check_except_star_type_valid: an exception class or a flat tuple of them, none a group. */
  public static void checkExceptStarType(PyObject type) {
    PyObject[] types = type instanceof PyTuple t ? t.toArray() : new PyObject[] {type};
    for (PyObject x : types) {
      if (!isExceptionClass(x)) {
        throw Errors.typeError("catching classes that do not inherit from BaseException is not allowed");
      }
    }
    for (PyObject x : types) {
      if (((PyType) x).isSubtypeOf(ExceptionTypes.BASE_EXCEPTION_GROUP)) {
        throw Errors.typeError("catching ExceptionGroup with except* is not allowed. Use except instead.");
      }
    }
  }

  /**
   * PREP_RERAISE_STAR (_PyExc_PrepReraiseStar): from the original exception and the list of
   * exceptions raised or re-raised by the except* clauses (plus the unhandled rest, maybe None),
   * the exception to raise at the end of the try statement, or None.
   */
  public static PyObject prepReraiseStar(PyObject orig, PyList excs) {
    int n = excs.size();
    if (n == 0) {
      return PyNone.NONE;
    }
    if (!(orig instanceof PyExceptionGroup origGroup)) {
      // a naked exception was caught and wrapped: at most one clause ran
      return excs.get(0);
    }
    Map<PyObject, Boolean> leafIds = new IdentityHashMap<>();
    collectLeaves(orig, leafIds);
    List<PyObject> raised = new ArrayList<>();
    List<PyObject> reraised = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      PyObject e = excs.get(i);
      if (e == PyNone.NONE) {
        continue;
      }
      if (sameMetadata((PyBaseException) e, origGroup)) {
        reraised.add(e);
      } else {
        raised.add(e);
      }
    }
    PyObject reraisedGroup = projection(origGroup, reraised);
    if (raised.isEmpty()) {
      return reraisedGroup;
    }
    if (reraisedGroup != PyNone.NONE) {
      raised.add(reraisedGroup);
    }
    return raised.size() > 1 ? create("", new PyList(raised.toArray(new PyObject[0]))) : raised.get(0);
  }

  private static boolean sameMetadata(PyBaseException a, PyBaseException b) {
    return a.traceback() == b.traceback() && a.cause() == b.cause() && a.context() == b.context();
  }

  private static void collectLeaves(PyObject exc, Map<PyObject, Boolean> ids) {
    if (exc == PyNone.NONE) {
      return;
    }
    if (exc instanceof PyExceptionGroup eg) {
      ResourceMeter meter = ResourceMeter.current();
      meter.enterNative("in collect_exception_group_leaf_ids");
      try {
        for (int i = 0; i < eg.exceptions.size(); i++) {
          collectLeaves(eg.exceptions.get(i), ids);
        }
      } finally {
        meter.leaveNative();
      }
      return;
    }
    ids.put(exc, Boolean.TRUE);
  }

  /** exception_group_projection: the part of the original made of the leaves of {@code keep}. */
  private static PyObject projection(PyExceptionGroup orig, List<PyObject> keep) {
    Map<PyObject, Boolean> ids = new IdentityHashMap<>();
    for (PyObject e : keep) {
      collectLeaves(e, ids);
    }
    PyObject m = split(orig, INSTANCE_IDS, new JavaIds(ids), false)[0];
    return m == null ? PyNone.NONE : m;
  }
}
