/*
 * The rarely executed opcodes of the dispatch loop, kept out of Vm.run so that the loop stays
 * small enough for the JIT to compile quickly and well. Each handler works on the frame's
 * value stack only (no jumps, no frame switches) and returns the new stack pointer.
 */
package dev.krait.python.vm;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyExceptionGroup;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyTuple;
import java.util.LinkedHashMap;
import java.util.Map;

/** Cold opcode handlers for {@link Vm}. */
final class ColdOps {
  private ColdOps() {}

  @SuppressWarnings("checkstyle:MethodLength")
  static int exec(Vm vm, Frame f, PyObject[] stack, int sp, int ins) {
    final int arg = ins >>> 8;
    switch (ins & 0xff) {
      case Op.DELETE_FAST -> {
        if (f.fast[arg] == null) {
          throw Errors.unboundLocal(f.code.varnames[arg]);
        }
        f.fast[arg] = null;
      }
      case Op.DELETE_DEREF -> {
        if (f.cells[arg].value == null) {
          throw Exc.unboundDeref(f.code, arg);
        }
        f.cells[arg].value = null;
      }
      case Op.LOAD_CLASSDEREF -> stack[sp++] = Names.loadClassDeref(f, arg);
      case Op.STORE_GLOBAL -> {
        f.globals.setItem(f.code.nameStrs[arg], stack[--sp]);
        stack[sp] = null;
      }
      case Op.DELETE_GLOBAL -> Names.deleteGlobal(f, arg);
      case Op.DELETE_NAME -> Names.deleteName(f, arg);
      case Op.DELETE_ATTR -> {
        Ops.delattr(stack[sp - 1], f.code.names[arg]);
        stack[--sp] = null;
      }
      case Op.DELETE_SUBSCR -> {
        Ops.delitem(stack[sp - 2], stack[sp - 1]);
        sp -= 2;
        stack[sp] = stack[sp + 1] = null;
      }
      case Op.BUILD_SLICE -> {
        PyObject step = arg == 3 ? stack[--sp] : PyNone.NONE;
        PyObject upper = stack[--sp];
        PyObject lower = stack[sp - 1];
        stack[sp - 1] = Support.slice(lower, upper, step);
        stack[sp] = null;
      }
      case Op.UNARY_NEGATIVE -> stack[sp - 1] = Arith.neg(stack[sp - 1]);
      case Op.UNARY_POSITIVE -> stack[sp - 1] = Ops.pos(stack[sp - 1]);
      case Op.UNARY_INVERT -> stack[sp - 1] = Ops.invert(stack[sp - 1]);
      case Op.BUILD_SET -> {
        vm.meter.allocateSlots(arg);
        sp -= arg;
        PyObject s = Support.buildSet(stack, sp, arg);
        stack[sp++] = s;
      }
      case Op.BUILD_MAP -> {
        vm.current = f;
        vm.meter.allocateSlots(3L * arg);
        sp -= 2 * arg;
        PyDict d = new PyDict();
        for (int i = 0; i < arg; i++) {
          d.setItem(stack[sp + 2 * i], stack[sp + 2 * i + 1]);
          stack[sp + 2 * i] = stack[sp + 2 * i + 1] = null;
        }
        stack[sp++] = d;
      }
      case Op.SET_ADD -> {
        PyObject v = stack[--sp];
        stack[sp] = null;
        Support.setAdd(stack[sp - arg], v);
      }
      case Op.MAP_ADD -> {
        PyObject v = stack[--sp];
        PyObject k = stack[--sp];
        stack[sp] = stack[sp + 1] = null;
        vm.meter.allocate(24);
        ((PyDict) stack[sp - arg]).setItem(k, v);
      }
      case Op.LIST_EXTEND -> {
        vm.current = f;
        PyObject it = stack[--sp];
        stack[sp] = null;
        Support.listExtend(stack, sp, arg, it);
      }
      case Op.SET_UPDATE -> {
        PyObject it = stack[--sp];
        stack[sp] = null;
        Support.setUpdate(stack[sp - arg], it);
      }
      case Op.DICT_UPDATE -> {
        PyObject m = stack[--sp];
        stack[sp] = null;
        Support.dictUpdate((PyDict) stack[sp - arg], m);
      }
      case Op.DICT_MERGE -> {
        PyObject m = stack[--sp];
        stack[sp] = null;
        Support.dictMerge((PyDict) stack[sp - arg], m, stack[sp - arg - 3]);
      }
      case Op.LIST_TO_TUPLE -> stack[sp - 1] = PyTuple.of(((PyList) stack[sp - 1]).toArray());
      case Op.UNPACK_EX -> {
        vm.current = f;
        sp = Support.unpackEx(stack, sp, arg & 0xff, arg >> 8);
      }
      case Op.PUSH_EXC_INFO -> {
        PyObject exc = stack[sp - 1];
        stack[sp - 1] = f.handled == null ? PyNone.NONE : f.handled;
        stack[sp++] = exc;
        f.handled = (PyBaseException) exc;
      }
      case Op.POP_EXCEPT -> {
        PyObject prev = stack[--sp];
        stack[sp] = null;
        f.handled = prev == PyNone.NONE ? null : (PyBaseException) prev;
      }
      case Op.CHECK_EXC_MATCH -> {
        vm.current = f;
        PyObject type = stack[sp - 1];
        stack[sp - 1] = PyBool.of(Exc.matches((PyBaseException) stack[sp - 2], type));
      }
      case Op.CHECK_EG_MATCH -> {
        vm.current = f;
        PyObject type = stack[sp - 1];
        PyExceptionGroup.checkExceptStarType(type);
        PyObject[] r = PyExceptionGroup.exceptStarMatch(stack[sp - 2], type);
        stack[sp - 2] = r[1];
        stack[sp - 1] = r[0];
        if (r[0] != PyNone.NONE) {
          f.handled = (PyBaseException) r[0];
        }
      }
      case Op.PREP_RERAISE_STAR -> {
        vm.current = f;
        PyObject excs = stack[--sp];
        stack[sp] = null;
        stack[sp - 1] = PyExceptionGroup.prepReraiseStar(stack[sp - 1], (PyList) excs);
      }
      case Op.LOAD_ASSERTION_ERROR -> stack[sp++] = ExceptionTypes.ASSERTION_ERROR;
      case Op.BEFORE_WITH -> {
        vm.current = f;
        sp = Support.beforeWith(stack, sp, false);
      }
      case Op.BEFORE_ASYNC_WITH -> {
        vm.current = f;
        sp = Support.beforeWith(stack, sp, true);
      }
      case Op.WITH_EXIT_NORMAL -> {
        vm.current = f;
        stack[sp - 1] = stack[sp - 1].call(new PyObject[] {PyNone.NONE, PyNone.NONE, PyNone.NONE}, null);
      }
      case Op.WITH_EXCEPT_START -> {
        vm.current = f;
        PyObject exc = stack[sp - 1];
        stack[sp] = stack[sp - 3].call(new PyObject[] {exc.type(), exc, PyNone.NONE}, null);
        sp++;
      }
      case Op.GET_YIELD_FROM_ITER -> stack[sp - 1] = Awaiting.yieldFromIter(stack[sp - 1]);
      case Op.GET_AWAITABLE -> {
        vm.current = f;
        stack[sp - 1] = Awaiting.awaitable(stack[sp - 1]);
      }
      case Op.GET_AITER -> {
        vm.current = f;
        stack[sp - 1] = Awaiting.aiter(stack[sp - 1]);
      }
      case Op.GET_ANEXT -> {
        vm.current = f;
        stack[sp] = Awaiting.anext(stack[sp - 1]);
        sp++;
      }
      case Op.MAKE_FUNCTION -> sp = Calls.makeFunction(f, stack, sp, arg);
      case Op.LOAD_BUILD_CLASS -> stack[sp++] = VmBuiltins.buildClassFunction();
      case Op.SETUP_ANNOTATIONS -> Names.setupAnnotations(f);
      case Op.IMPORT_NAME -> {
        vm.current = f;
        stack[sp - 1] = Modules.importName(vm, f.code.names[arg], stack[sp - 1]);
      }
      case Op.IMPORT_FROM -> {
        stack[sp] = Modules.importFrom(stack[sp - 1], f.code.names[arg]);
        sp++;
      }
      case Op.IMPORT_STAR -> {
        Modules.importStar(f, stack[--sp]);
        stack[sp] = null;
      }
      case Op.MATCH_SEQUENCE -> {
        stack[sp] = PyBool.of(Matching.isSequence(stack[sp - 1]));
        sp++;
      }
      case Op.MATCH_MAPPING -> {
        stack[sp] = PyBool.of(Matching.isMapping(stack[sp - 1]));
        sp++;
      }
      case Op.MATCH_KEYS -> {
        vm.current = f;
        stack[sp] = Matching.matchKeys(stack[sp - 2], stack[sp - 1]);
        sp++;
      }
      case Op.MATCH_CLASS -> {
        vm.current = f;
        PyObject kw = stack[--sp];
        PyObject cls = stack[--sp];
        stack[sp] = stack[sp + 1] = null;
        stack[sp - 1] = Matching.matchClass(stack[sp - 1], cls, (PyTuple) kw, arg);
      }
      case Op.GET_LEN -> {
        stack[sp] = PyInt.of(Ops.len(stack[sp - 1]));
        sp++;
      }
      case Op.COPY_DICT_WITHOUT_KEYS -> {
        PyObject keys = stack[--sp];
        stack[sp] = null;
        stack[sp - 1] = Matching.copyWithout(stack[sp - 1], (PyTuple) keys);
      }
      default -> throw new IllegalStateException("bad opcode " + (ins & 0xff));
    }
    return sp;
  }
}
