/*
 * Compiles one code object to a JVM method (a hidden class extending JitCode), with ASM. The
 * method is the dispatch loop partially evaluated over this code: each instruction reachable by
 * normal flow becomes a call of its JitOps body with the stack pointer, argument and index as
 * constants, Python jumps become JVM jumps, and the loop's fetch, decode and switch disappear.
 * Values stay in the frame's array (JitOps writes them there as the loop would), so a frame can
 * leave compiled code at any instruction boundary. Exception handlers are not compiled: a raise
 * inside a try block hands the frame to the interpreter (Jit.onThrow).
 *
 * The generated code calls only JitOps, Jit, Frame and ResourceMeter in this package: it is made
 * from our own bytecode by this file, never from anything a cell supplies beyond its instructions.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Opcode;
import dev.krait.python.objects.PyObject;
import java.lang.invoke.MethodHandles;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** Code objects to JitCode. */
final class JitCompiler {
  private JitCompiler() {}

  /** HotSpot does not JIT-compile methods with more bytecode than this (HugeMethodLimit). */
  private static final int MAX_METHOD_BYTES = 8000;

  private static final String OPS = Type.getInternalName(JitOps.class);
  private static final String JIT = Type.getInternalName(Jit.class);
  private static final String BASE = Type.getInternalName(JitCode.class);
  private static final String FRAME = Type.getInternalName(Frame.class);
  private static final String VM = Type.getInternalName(Vm.class);
  private static final String METER = Type.getInternalName(ResourceMeter.class);
  private static final String CODE = Type.getInternalName(CodeObject.class);
  private static final String OBJ = Type.getDescriptor(PyObject.class);
  private static final String OBJS = "[" + OBJ;
  private static final String D_VM = Type.getDescriptor(Vm.class);
  private static final String D_FRAME = Type.getDescriptor(Frame.class);
  private static final String D_CODE = Type.getDescriptor(CodeObject.class);
  private static final String D_METER = Type.getDescriptor(ResourceMeter.class);
  private static final String FN = Type.getInternalName(dev.krait.python.objects.PyFunction.class);
  private static final String D_FN = Type.getDescriptor(dev.krait.python.objects.PyFunction.class);
  private static final String CELL = Type.getInternalName(dev.krait.python.objects.PyCell.class);

  // locals of the generated run(Vm, Frame, int)
  private static final int THIS = 0;
  private static final int L_VM = 1;
  private static final int L_F = 2;
  private static final int L_ENTRY = 3;
  private static final int L_S = 4;
  private static final int L_PC = 5;
  private static final int L_CO = 6;
  private static final int L_CONSTS = 7;
  private static final int L_METER = 8;
  private static final int L_THROWN = 9;
  private static final int L_CALLEE = 10;

  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

  /** The compiled code of co, or null when it cannot be compiled (then it stays interpreted). */
  static JitCode compile(CodeObject co) {
    boolean generator = (co.flags & CodeObject.GENERATOR) != 0;
    int[] depth = depths(co.code, generator);
    if (depth == null) {
      return null;
    }
    int nlocals = co.varnames.length;
    boolean[] entries = new boolean[co.code.length];
    entries[0] = true;
    for (int ip = 0; ip < co.code.length; ip++) {
      int ins = co.code[ip];
      if (depth[ip] >= 0 && (ins & 0xff) == Op.JUMP && (ins >>> 8) <= ip && depth[ins >>> 8] >= 0) {
        entries[ins >>> 8] = true;
      }
      if (generator && depth[ip] >= 0 && (ins & 0xff) == Op.YIELD_VALUE && ip + 1 < co.code.length) {
        entries[ip + 1] = true;
      }
    }
    int[] spAfter = new int[co.code.length + 1];
    for (int ip = 0; ip < co.code.length; ip++) {
      spAfter[ip + 1] = nlocals + Math.max(depth[ip], 0);
    }
    boolean leaf = !generator && leafOk(co, depth);
    byte[] bytes = generate(co, depth, entries, nlocals, generator, leaf);
    if (bytes == null && leaf) {
      leaf = false;
      bytes = generate(co, depth, entries, nlocals, generator, false);
    }
    if (bytes == null) {
      return null;
    }
    try {
      Class<?> c = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
      JitCode jc = (JitCode) c.getDeclaredConstructor(CodeObject.class, int[].class, boolean[].class)
          .newInstance(co, spAfter, entries);
      jc.hasLeaf = leaf;
      return jc;
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new IllegalStateException("compiling " + co.qualname + " failed", e);
    }
  }

  /**
   * The value-stack depth before each instruction reachable from the start by normal flow
   * (handlers are reached only by exceptions, which leave compiled code), -1 elsewhere; null if
   * the code is inconsistent.
   */
  static int[] depths(int[] code, boolean generator) {
    int[] depthAt = new int[code.length];
    Arrays.fill(depthAt, -1);
    ArrayDeque<Integer> work = new ArrayDeque<>();
    depthAt[0] = 0;
    work.push(0);
    while (!work.isEmpty()) {
      int pc = work.pop();
      int depth = depthAt[pc];
      while (pc < code.length) {
        int ins = code[pc];
        int op = ins & 0xff;
        int arg = ins >>> 8;
        Opcode o = Opcode.of(ins);
        if (o.isJump() && op != Op.SETUP_FINALLY && op != Op.SETUP_CLEANUP) {
          int taken = depth + o.stackEffect(arg, true);
          if (depthAt[arg] < 0) {
            depthAt[arg] = taken;
            work.push(arg);
          } else if (depthAt[arg] != taken) {
            return null;
          }
        }
        if (ends(op, arg, generator)) {
          break;
        }
        depth += o.stackEffect(arg, false);
        pc++;
        if (pc >= code.length) {
          break;
        }
        if (depthAt[pc] >= 0) {
          if (depthAt[pc] != depth) {
            return null;
          }
          break;
        }
        depthAt[pc] = depth;
      }
    }
    return depthAt;
  }

  /** Instructions after which compiled code does not fall through. */
  private static boolean ends(int op, int arg, boolean generator) {
    return op == Op.JUMP || op == Op.RETURN_VALUE || op == Op.RERAISE || op == Op.RAISE_VARARGS
        || op == Op.POP_EXCEPT_AND_RERAISE || deopts(op, arg, generator);
  }

  /**
   * Instructions compiled code leaves to the interpreter: those that suspend (but a plain
   * generator's yield, which compiled code does itself) or re-raise, and a generator's return
   * (the interpreter finishes the generator).
   */
  private static boolean deopts(int op, int arg, boolean generator) {
    return (op == Op.YIELD_VALUE && !generator) || op == Op.SEND || op == Op.END_ASYNC_FOR || op == Op.RERAISE
        || op == Op.POP_EXCEPT_AND_RERAISE || (op == Op.RAISE_VARARGS && arg == 0)
        || (op == Op.RETURN_VALUE && generator);
  }

  /**
   * Whether co gets a leaf entry (JitCode.leaf): a plain function of positional parameters with
   * at most LEAF_SLOTS locals and stack slots that calls nothing (but abs and len, see pureCall),
   * loops nowhere and opens no
   * try block, and whose every instruction is one of those with a side-effect-free fast path
   * (locals, constants, closure cells, cached globals, instance attributes and stores into the
   * instance dict that allocate nothing, int and float
   * operators, negation and comparisons, identity tests, not, items of exact lists and tuples by
   * int, forward branches on bools, None and ints, return). Such a call can run with no heap frame: nothing in it can look at the frame chain,
   * tick, allocate what the memory limit counts, or raise before its state is handed over.
   */
  static boolean leafOk(CodeObject co, int[] depth) {
    if (!co.simpleCall || co.cellvars.length != 0 || co.frameSize > LEAF_SLOTS) {
      return false;
    }
    for (int ip = 0; ip < co.code.length; ip++) {
      if (depth[ip] < 0) {
        continue;
      }
      int op = co.code[ip] & 0xff;
      int arg = co.code[ip] >>> 8;
      switch (op) {
        case Op.NOP, Op.POP_TOP, Op.LOAD_CONST, Op.LOAD_FAST, Op.STORE_FAST, Op.LOAD_DEREF, Op.LOAD_GLOBAL,
            Op.LOAD_ATTR, Op.BINARY_OP, Op.COMPARE_OP, Op.IS_OP, Op.UNARY_NEGATIVE, Op.UNARY_NOT, Op.BINARY_SUBSCR,
            Op.PUSH_NULL, Op.STORE_ATTR, Op.LOAD_METHOD, Op.CALL, Op.RETURN_VALUE -> { }
        case Op.JUMP, Op.POP_JUMP_IF_FALSE, Op.POP_JUMP_IF_TRUE -> {
          if (arg <= ip) {
            return false;
          }
        }
        default -> {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Whether the CALL at ip (arg positional arguments) calls, by the look of the code, a builtin
   * a leaf may call itself (JitOps.pureBuiltin): one argument, the callable pushed by LOAD_GLOBAL
   * of such a name and then PUSH_NULL. At run time the leaf still checks the callable's identity.
   */
  private static boolean pureCall(CodeObject co, int[] depth, int ip, int arg) {
    int base = depth[ip] - arg - 2;
    int j = ip - 1;
    while (j >= 0 && depth[j] != base) {
      j--;
    }
    return arg == 1 && j >= 0 && j + 1 < ip && (co.code[j] & 0xff) == Op.LOAD_GLOBAL
        && JitOps.pureBuiltin(co.names[co.code[j] >>> 8]) && (co.code[j + 1] & 0xff) == Op.PUSH_NULL;
  }

  /** Most slots (locals plus stack) a leaf entry keeps in JVM locals. */
  private static final int LEAF_SLOTS = 24;

  private static byte[] generate(CodeObject co, int[] depth, boolean[] entries, int nlocals, boolean generator,
      boolean leaf) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
    String name = "dev/krait/python/vm/JitCode$Compiled";
    cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, BASE, null);
    MethodVisitor init = cw.visitMethod(0, "<init>", "(" + D_CODE + "[I[Z)V", null, null);
    init.visitCode();
    init.visitVarInsn(Opcodes.ALOAD, 0);
    init.visitVarInsn(Opcodes.ALOAD, 1);
    init.visitVarInsn(Opcodes.ALOAD, 2);
    init.visitVarInsn(Opcodes.ALOAD, 3);
    init.visitMethodInsn(Opcodes.INVOKESPECIAL, BASE, "<init>", "(" + D_CODE + "[I[Z)V", false);
    init.visitInsn(Opcodes.RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();

    MethodVisitor mv = cw.visitMethod(0, "run", "(" + D_VM + D_FRAME + "I)" + OBJ, null, null);
    Emitter e = new Emitter(mv, co, depth, nlocals, generator);
    e.method(entries);
    if (e.size > MAX_METHOD_BYTES) {
      return null;
    }
    if (leaf) {
      MethodVisitor lv = cw.visitMethod(0, "leaf", "(" + D_VM + D_FRAME + D_FN + OBJS + "I)" + OBJ, null, null);
      LeafEmitter le = new LeafEmitter(lv, co, depth, nlocals);
      le.method();
      if (le.size > MAX_METHOD_BYTES) {
        return null;
      }
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** Pushes int constants with the shortest instruction for each (both emitters). */
  private static void pushInts(MethodVisitor mv, int... values) {
    for (int v : values) {
      if (v >= -1 && v <= 5) {
        mv.visitInsn(Opcodes.ICONST_0 + v);
      } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
        mv.visitIntInsn(Opcodes.BIPUSH, v);
      } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
        mv.visitIntInsn(Opcodes.SIPUSH, v);
      } else {
        mv.visitLdcInsn(v);
      }
    }
  }

  /** Writes the run method for one code object. */
  @dev.krait.python.objects.NotWalked("lives while one function is compiled")
  private static final class Emitter {
    private final MethodVisitor mv;
    private final CodeObject co;
    private final int[] code;
    private final int[] depth;
    private final int nlocals;
    private final Label[] labels;
    private final boolean generator;
    int size;

    Emitter(MethodVisitor mv, CodeObject co, int[] depth, int nlocals, boolean generator) {
      this.mv = mv;
      this.generator = generator;
      this.co = co;
      this.code = co.code;
      this.depth = depth;
      this.nlocals = nlocals;
      this.labels = new Label[code.length];
      for (int i = 0; i < code.length; i++) {
        labels[i] = new Label();
      }
    }

    void method(boolean[] entries) {
      mv.visitCode();
      // s = f.stack; co = f.code; consts = co.consts; meter = vm.meter; pc = 0; vm.current = f
      mv.visitVarInsn(Opcodes.ALOAD, L_F);
      mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "stack", OBJS);
      mv.visitVarInsn(Opcodes.ASTORE, L_S);
      mv.visitVarInsn(Opcodes.ALOAD, L_F);
      mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "code", D_CODE);
      mv.visitVarInsn(Opcodes.ASTORE, L_CO);
      mv.visitVarInsn(Opcodes.ALOAD, L_CO);
      mv.visitFieldInsn(Opcodes.GETFIELD, CODE, "consts", OBJS);
      mv.visitVarInsn(Opcodes.ASTORE, L_CONSTS);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitFieldInsn(Opcodes.GETFIELD, VM, "meter", D_METER);
      mv.visitVarInsn(Opcodes.ASTORE, L_METER);
      mv.visitInsn(Opcodes.ICONST_0);
      mv.visitVarInsn(Opcodes.ISTORE, L_PC);
      setCurrent();
      Label start = new Label();
      Label end = new Label();
      Label handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/Throwable");
      mv.visitLabel(start);
      // entry: a switch over the loop heads (0 first)
      int n = 0;
      for (boolean b : entries) {
        n += b ? 1 : 0;
      }
      if (n == 1) {
        mv.visitJumpInsn(Opcodes.GOTO, labels[0]);
      } else {
        int[] keys = new int[n];
        Label[] targets = new Label[n];
        int k = 0;
        for (int ip = 0; ip < entries.length; ip++) {
          if (entries[ip]) {
            keys[k] = ip;
            targets[k++] = labels[ip];
          }
        }
        mv.visitVarInsn(Opcodes.ILOAD, L_ENTRY);
        mv.visitLookupSwitchInsn(labels[0], keys, targets);
      }
      for (int ip = 0; ip < code.length; ip++) {
        if (depth[ip] >= 0) {
          mv.visitLabel(labels[ip]);
          instruction(ip);
        }
      }
      mv.visitLabel(end);
      mv.visitLabel(handler);
      // return Jit.onThrow(vm, f, t, pc, spAfter[pc])
      mv.visitVarInsn(Opcodes.ASTORE, L_THROWN);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_F);
      mv.visitVarInsn(Opcodes.ALOAD, L_THROWN);
      mv.visitVarInsn(Opcodes.ILOAD, L_PC);
      mv.visitVarInsn(Opcodes.ALOAD, THIS);
      mv.visitFieldInsn(Opcodes.GETFIELD, BASE, "spAfter", "[I");
      mv.visitVarInsn(Opcodes.ILOAD, L_PC);
      mv.visitInsn(Opcodes.IALOAD);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, JIT, "onThrow",
          "(" + D_VM + D_FRAME + "Ljava/lang/Throwable;II)" + OBJ, false);
      mv.visitInsn(Opcodes.ARETURN);
      Label last = new Label();
      mv.visitLabel(last);
      size = last.getOffset();
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }

    private void instruction(int ip) {
      int ins = code[ip];
      int op = ins & 0xff;
      int arg = ins >>> 8;
      int sp = nlocals + depth[ip];
      if (deopts(op, arg, generator)) {
        load(L_VM, L_F);
        push(sp);
        push(ip);
        ops("deopt", "(" + D_VM + D_FRAME + "II)" + OBJ);
        mv.visitInsn(Opcodes.ARETURN);
        return;
      }
      if (mayThrow(op)) {
        push(ip + 1);
        mv.visitVarInsn(Opcodes.ISTORE, L_PC);
      }
      switch (op) {
        case Op.NOP -> { }
        case Op.POP_TOP -> storeNull(sp - 1);
        case Op.PUSH_NULL -> storeNull(sp);
        case Op.COPY -> {
          mv.visitVarInsn(Opcodes.ALOAD, L_S);
          push(sp);
          mv.visitVarInsn(Opcodes.ALOAD, L_S);
          push(sp - arg);
          mv.visitInsn(Opcodes.AALOAD);
          mv.visitInsn(Opcodes.AASTORE);
        }
        case Op.SWAP -> {
          load(L_S);
          push(sp, arg);
          ops("swap", "(" + OBJS + "II)V");
        }
        case Op.LOAD_CONST -> {
          mv.visitVarInsn(Opcodes.ALOAD, L_S);
          push(sp);
          mv.visitVarInsn(Opcodes.ALOAD, L_CONSTS);
          push(arg);
          mv.visitInsn(Opcodes.AALOAD);
          mv.visitInsn(Opcodes.AASTORE);
        }
        case Op.LOAD_FAST -> {
          load(L_CO, L_S);
          push(sp, arg);
          ops("loadFast", "(" + D_CODE + OBJS + "II)V");
        }
        case Op.STORE_FAST -> {
          load(L_S);
          push(sp, arg);
          ops("storeFast", "(" + OBJS + "II)V");
        }
        case Op.LOAD_DEREF, Op.STORE_DEREF, Op.LOAD_NAME, Op.STORE_NAME -> {
          load(L_F, L_S);
          push(sp, arg);
          ops(switch (op) {
            case Op.LOAD_DEREF -> "loadDeref";
            case Op.STORE_DEREF -> "storeDeref";
            case Op.LOAD_NAME -> "loadName";
            default -> "storeName";
          }, "(" + D_FRAME + OBJS + "II)V");
        }
        case Op.LOAD_CLOSURE -> {
          load(L_F, L_S);
          push(sp, arg);
          ops("loadClosure", "(" + D_FRAME + OBJS + "II)V");
        }
        case Op.LOAD_GLOBAL -> {
          load(L_F, L_S);
          push(sp, ip, arg);
          ops("loadGlobal", "(" + D_FRAME + OBJS + "III)V");
        }
        case Op.LOAD_ATTR -> {
          load(L_CO, L_S);
          push(sp, ip, arg);
          ops("loadAttr", "(" + D_CODE + OBJS + "III)V");
        }
        case Op.LOAD_METHOD, Op.STORE_ATTR -> {
          load(L_VM, L_F, L_CO, L_S);
          push(sp, ip, arg);
          ops(op == Op.LOAD_METHOD ? "loadMethod" : "storeAttr", "(" + D_VM + D_FRAME + D_CODE + OBJS + "III)V");
        }
        case Op.BINARY_SUBSCR, Op.STORE_SUBSCR, Op.GET_ITER -> {
          load(L_VM, L_F, L_S);
          push(sp);
          ops(switch (op) {
            case Op.BINARY_SUBSCR -> "binarySubscr";
            case Op.STORE_SUBSCR -> "storeSubscr";
            default -> "getIter";
          }, "(" + D_VM + D_FRAME + OBJS + "I)V");
        }
        case Op.BINARY_OP, Op.COMPARE_OP, Op.CONTAINS_OP, Op.FORMAT_VALUE, Op.UNPACK_SEQUENCE -> {
          load(L_VM, L_F, L_S);
          push(sp, arg);
          ops(switch (op) {
            case Op.BINARY_OP -> "binaryOp";
            case Op.COMPARE_OP -> "compareOp";
            case Op.CONTAINS_OP -> "containsOp";
            case Op.FORMAT_VALUE -> "formatValue";
            default -> "unpackSequence";
          }, "(" + D_VM + D_FRAME + OBJS + "II)V");
        }
        case Op.IS_OP -> {
          load(L_S);
          push(sp, arg);
          ops("isOp", "(" + OBJS + "II)V");
        }
        case Op.UNARY_NOT -> {
          load(L_S);
          push(sp);
          ops("unaryNot", "(" + OBJS + "I)V");
        }
        case Op.BUILD_TUPLE, Op.BUILD_LIST, Op.BUILD_STRING, Op.LIST_APPEND -> {
          load(L_VM, L_S);
          push(sp, arg);
          ops(switch (op) {
            case Op.BUILD_TUPLE -> "buildTuple";
            case Op.BUILD_LIST -> "buildList";
            case Op.BUILD_STRING -> "buildString";
            default -> "listAppend";
          }, "(" + D_VM + OBJS + "II)V");
        }
        case Op.JUMP -> {
          if (arg <= ip) {
            load(L_METER);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, METER, "tick", "()V", false);
          }
          mv.visitJumpInsn(Opcodes.GOTO, labels[arg]);
        }
        case Op.POP_JUMP_IF_FALSE, Op.POP_JUMP_IF_TRUE, Op.JUMP_IF_FALSE_OR_POP, Op.JUMP_IF_TRUE_OR_POP -> {
          load(L_S);
          push(sp);
          ops(switch (op) {
            case Op.POP_JUMP_IF_FALSE -> "popJumpIfFalse";
            case Op.POP_JUMP_IF_TRUE -> "popJumpIfTrue";
            case Op.JUMP_IF_FALSE_OR_POP -> "jumpIfFalseOrPop";
            default -> "jumpIfTrueOrPop";
          }, "(" + OBJS + "I)Z");
          mv.visitJumpInsn(Opcodes.IFNE, labels[arg]);
        }
        case Op.FOR_ITER -> {
          load(L_VM, L_F, L_S);
          push(sp, ip);
          ops("forIter", "(" + D_VM + D_FRAME + OBJS + "II)Z");
          mv.visitJumpInsn(Opcodes.IFNE, labels[arg]);
        }
        case Op.POP_ITER -> {
          load(L_VM, L_F, L_S);
          push(sp, ip);
          ops("popIter", "(" + D_VM + D_FRAME + OBJS + "II)V");
        }
        case Op.SETUP_FINALLY, Op.SETUP_CLEANUP -> {
          load(L_F);
          push(arg, op == Op.SETUP_FINALLY ? sp : sp - 1);
          mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, FRAME, "pushBlock", "(II)V", false);
        }
        case Op.POP_BLOCK -> {
          load(L_F);
          ops("popBlock", "(" + D_FRAME + ")V");
        }
        case Op.RAISE_VARARGS -> {
          load(L_F, L_VM, L_S);
          push(sp, ip, arg);
          ops("raise", "(" + D_FRAME + D_VM + OBJS + "III)V");
          mv.visitInsn(Opcodes.ACONST_NULL);
          mv.visitInsn(Opcodes.ARETURN);
        }
        case Op.YIELD_VALUE -> {
          load(L_VM, L_F, L_S);
          push(sp, ip);
          ops("yieldValue", "(" + D_VM + D_FRAME + OBJS + "II)" + OBJ);
          mv.visitInsn(Opcodes.ARETURN);
        }
        case Op.RETURN_VALUE -> {
          load(L_F, L_S);
          push(sp, ip);
          ops("returnValue", "(" + D_FRAME + OBJS + "II)" + OBJ);
          mv.visitInsn(Opcodes.ARETURN);
        }
        case Op.CALL, Op.CALL_KW, Op.CALL_EX -> call(ip, op, arg, sp);
        default -> {
          load(L_VM, L_F, L_S);
          push(sp, ip, ins);
          ops("cold", "(" + D_VM + D_FRAME + OBJS + "III)V");
        }
      }
    }

    /**
     * A call: JitOps.call gives the result, DEOPT, or a callee frame with compiled code, which
     * is run here by a virtual call of this site's own (so HotSpot can inline a callee that is
     * always the same at this site).
     */
    private void call(int ip, int op, int arg, int sp) {
      int result = sp + Opcode.of(code[ip]).stackEffect(arg, false) - 1;
      Label merge = new Label();
      if (op == Op.CALL) {
        leafCall(ip, arg, sp, merge);
      }
      load(L_VM, L_F, L_S);
      push(sp, ip, op, arg);
      ops("call", "(" + D_VM + D_FRAME + OBJS + "IIII)Ljava/lang/Object;");
      mv.visitInsn(Opcodes.DUP);
      mv.visitTypeInsn(Opcodes.INSTANCEOF, FRAME);
      mv.visitJumpInsn(Opcodes.IFEQ, merge);
      mv.visitTypeInsn(Opcodes.CHECKCAST, FRAME);
      mv.visitVarInsn(Opcodes.ASTORE, L_CALLEE);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_CALLEE);
      // ((JitCode) nf.code.jit).run(vm, nf, 0)
      mv.visitVarInsn(Opcodes.ALOAD, L_CALLEE);
      mv.visitFieldInsn(Opcodes.GETFIELD, FRAME, "code", D_CODE);
      mv.visitFieldInsn(Opcodes.GETFIELD, CODE, "jit", "Ljava/lang/Object;");
      mv.visitTypeInsn(Opcodes.CHECKCAST, BASE);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_CALLEE);
      mv.visitInsn(Opcodes.ICONST_0);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "run", "(" + D_VM + D_FRAME + "I)" + OBJ, false);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, JIT, "calleeDone", "(" + D_VM + D_FRAME + OBJ + ")Ljava/lang/Object;",
          false);
      mv.visitLabel(merge);
      mv.visitInsn(Opcodes.DUP);
      mv.visitFieldInsn(Opcodes.GETSTATIC, JIT, "DEOPT", OBJ);
      Label ok = new Label();
      mv.visitJumpInsn(Opcodes.IF_ACMPNE, ok);
      mv.visitTypeInsn(Opcodes.CHECKCAST, "dev/krait/python/objects/PyObject");
      mv.visitInsn(Opcodes.ARETURN);
      mv.visitLabel(ok);
      mv.visitTypeInsn(Opcodes.CHECKCAST, "dev/krait/python/objects/PyObject");
      // s[result] = r; vm.current = f (a callee made itself current)
      mv.visitVarInsn(Opcodes.ALOAD, L_S);
      mv.visitInsn(Opcodes.SWAP);
      push(result);
      mv.visitInsn(Opcodes.SWAP);
      mv.visitInsn(Opcodes.AASTORE);
      setCurrent();
    }

    /**
     * A positional call's leaf path: when JitOps.leafTarget finds a callee with a leaf entry,
     * runs it with the arguments read from this frame's stack into its JVM locals, and goes to
     * {@code merge} with JitOps.leafDone's value (the result or DEOPT) on the JVM stack;
     * otherwise falls through to the general call.
     */
    private void leafCall(int ip, int arg, int sp, Label merge) {
      int base = sp - arg - 2;
      Label general = new Label();
      load(L_VM, L_F, L_S);
      push(sp, ip, arg);
      ops("leafTarget", "(" + D_VM + D_FRAME + OBJS + "III)" + Type.getDescriptor(JitCode.class));
      mv.visitInsn(Opcodes.DUP);
      mv.visitJumpInsn(Opcodes.IFNULL, general);
      mv.visitVarInsn(Opcodes.ASTORE, L_CALLEE);
      // leafDone(vm, f, s, base, sp, callee.leaf(vm, f, (PyFunction) s[base], s, firstArg(s, base)))
      load(L_VM, L_F, L_S);
      push(base, sp);
      load(L_CALLEE, L_VM, L_F, L_S);
      push(base);
      mv.visitInsn(Opcodes.AALOAD);
      mv.visitTypeInsn(Opcodes.CHECKCAST, FN);
      load(L_S, L_S);
      push(base);
      ops("firstArg", "(" + OBJS + "I)I");
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "leaf", "(" + D_VM + D_FRAME + D_FN + OBJS + "I)" + OBJ, false);
      ops("leafDone", "(" + D_VM + D_FRAME + OBJS + "II" + OBJ + ")Ljava/lang/Object;");
      mv.visitJumpInsn(Opcodes.GOTO, merge);
      mv.visitLabel(general);
      mv.visitInsn(Opcodes.POP);
    }

    /** Instructions that cannot raise (the handler's pc need not move for them). */
    private static boolean mayThrow(int op) {
      return switch (op) {
        case Op.NOP, Op.POP_TOP, Op.PUSH_NULL, Op.COPY, Op.SWAP, Op.LOAD_CONST, Op.STORE_FAST, Op.LOAD_CLOSURE,
            Op.IS_OP, Op.SETUP_FINALLY, Op.SETUP_CLEANUP, Op.POP_BLOCK -> false;
        default -> true;
      };
    }

    private void setCurrent() {
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_F);
      mv.visitFieldInsn(Opcodes.PUTFIELD, VM, "current", D_FRAME);
    }

    private void storeNull(int slot) {
      mv.visitVarInsn(Opcodes.ALOAD, L_S);
      push(slot);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitInsn(Opcodes.AASTORE);
    }

    private void load(int... locals) {
      for (int l : locals) {
        mv.visitVarInsn(Opcodes.ALOAD, l);
      }
    }

    private void push(int... values) {
      pushInts(mv, values);
    }

    private void ops(String method, String desc) {
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, OPS, method, desc, false);
    }
  }

  /**
   * Writes the leaf method (see {@link #leafOk}): frame slot p (local or stack) lives in JVM local
   * {@code SLOT0 + p}; an instruction whose fast path does not hold saves the slots below its
   * stack pointer into a new frame array and hands over (Jit.leafDeopt) before it does anything.
   */
  @dev.krait.python.objects.NotWalked("lives while one function is compiled")
  private static final class LeafEmitter {
    private static final int L_VM = 1;
    private static final int L_F = 2;
    private static final int L_FN = 3;
    private static final int L_A = 4;
    private static final int L_FIRST = 5;
    private static final int L_CO = 6;
    private static final int L_CONSTS = 7;
    private static final int L_CELLS = 8;
    private static final int L_TMP = 9;
    private static final int L_INT = 10;
    private static final int L_FAST = 11;
    private static final int L_PC = 12;
    private static final int L_THROWN = 13;
    private static final int L_ARGS = 14;
    private static final int SLOT0 = 15;

    private final MethodVisitor mv;
    private final CodeObject co;
    private final int[] code;
    private final int[] depth;
    private final int nlocals;
    private final Label[] labels;
    /** Per instruction, the hand-over stub (made on first use). */
    private final Label[] deopt;
    /** Per stack pointer, the shared part of the hand-over stubs. */
    private final java.util.Map<Integer, Label> save = new java.util.TreeMap<>();
    /** Nested calls whose callee may hand over: {ip, base} and the stub's label. */
    private final java.util.List<int[]> waits = new java.util.ArrayList<>();
    private final java.util.List<Label> waitLabels = new java.util.ArrayList<>();
    int size;

    LeafEmitter(MethodVisitor mv, CodeObject co, int[] depth, int nlocals) {
      this.mv = mv;
      this.co = co;
      this.code = co.code;
      this.depth = depth;
      this.nlocals = nlocals;
      this.labels = new Label[code.length];
      this.deopt = new Label[code.length];
      for (int i = 0; i < code.length; i++) {
        labels[i] = new Label();
      }
    }

    void method() {
      mv.visitCode();
      mv.visitVarInsn(Opcodes.ALOAD, L_FN);
      mv.visitFieldInsn(Opcodes.GETFIELD, FN, "code", D_CODE);
      mv.visitVarInsn(Opcodes.ASTORE, L_CO);
      mv.visitVarInsn(Opcodes.ALOAD, L_CO);
      mv.visitFieldInsn(Opcodes.GETFIELD, CODE, "consts", OBJS);
      mv.visitVarInsn(Opcodes.ASTORE, L_CONSTS);
      mv.visitVarInsn(Opcodes.ALOAD, L_FN);
      mv.visitFieldInsn(Opcodes.GETFIELD, FN, "closure", "[L" + CELL + ";");
      mv.visitVarInsn(Opcodes.ASTORE, L_CELLS);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitVarInsn(Opcodes.ASTORE, L_TMP);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitVarInsn(Opcodes.ASTORE, L_FAST);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitVarInsn(Opcodes.ASTORE, L_ARGS);
      mv.visitInsn(Opcodes.ICONST_0);
      mv.visitVarInsn(Opcodes.ISTORE, L_INT);
      mv.visitInsn(Opcodes.ICONST_0);
      mv.visitVarInsn(Opcodes.ISTORE, L_PC);
      for (int p = 0; p < co.frameSize; p++) {
        if (p < co.argcount) {
          // slot p = a[first + p]
          mv.visitVarInsn(Opcodes.ALOAD, L_A);
          mv.visitVarInsn(Opcodes.ILOAD, L_FIRST);
          push(p);
          mv.visitInsn(Opcodes.IADD);
          mv.visitInsn(Opcodes.AALOAD);
        } else {
          mv.visitInsn(Opcodes.ACONST_NULL);
        }
        mv.visitVarInsn(Opcodes.ASTORE, SLOT0 + p);
      }
      Label start = new Label();
      Label end = new Label();
      Label handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/Throwable");
      mv.visitLabel(start);
      for (int ip = 0; ip < code.length; ip++) {
        if (depth[ip] >= 0) {
          mv.visitLabel(labels[ip]);
          instruction(ip);
        }
      }
      mv.visitLabel(end);
      for (int ip = 0; ip < code.length; ip++) {
        if (deopt[ip] != null) {
          mv.visitLabel(deopt[ip]);
          push(ip);
          mv.visitVarInsn(Opcodes.ISTORE, L_PC);
          mv.visitJumpInsn(Opcodes.GOTO, save.get(nlocals + depth[ip]));
        }
      }
      for (java.util.Map.Entry<Integer, Label> e : save.entrySet()) {
        mv.visitLabel(e.getValue());
        saveAndDeopt(e.getKey(), "leafDeopt");
      }
      for (int i = 0; i < waits.size(); i++) {
        mv.visitLabel(waitLabels.get(i));
        push(waits.get(i)[0] + 1);
        mv.visitVarInsn(Opcodes.ISTORE, L_PC);
        saveAndDeopt(waits.get(i)[1], "leafDeoptAtCall");
      }
      mv.visitLabel(handler);
      // return Jit.leafThrow(vm, f, fn, t, pc): its traceback entry, the depth, then rethrown
      mv.visitVarInsn(Opcodes.ASTORE, L_THROWN);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_F);
      mv.visitVarInsn(Opcodes.ALOAD, L_FN);
      mv.visitVarInsn(Opcodes.ALOAD, L_THROWN);
      mv.visitVarInsn(Opcodes.ILOAD, L_PC);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, JIT, "leafThrow",
          "(" + D_VM + D_FRAME + D_FN + "Ljava/lang/Throwable;I)" + OBJ, false);
      mv.visitInsn(Opcodes.ARETURN);
      Label last = new Label();
      mv.visitLabel(last);
      size = last.getOffset();
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }

    /** fast = new PyObject[frameSize] with slots [0, sp); return Jit.(method)(vm, f, fn, fast, pc, sp). */
    private void saveAndDeopt(int sp, String method) {
      push(co.frameSize);
      mv.visitTypeInsn(Opcodes.ANEWARRAY, Type.getInternalName(PyObject.class));
      mv.visitVarInsn(Opcodes.ASTORE, L_FAST);
      for (int p = 0; p < sp; p++) {
        mv.visitVarInsn(Opcodes.ALOAD, L_FAST);
        push(p);
        mv.visitVarInsn(Opcodes.ALOAD, SLOT0 + p);
        mv.visitInsn(Opcodes.AASTORE);
      }
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_F);
      mv.visitVarInsn(Opcodes.ALOAD, L_FN);
      mv.visitVarInsn(Opcodes.ALOAD, L_FAST);
      mv.visitVarInsn(Opcodes.ILOAD, L_PC);
      push(sp);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, JIT, method,
          "(" + D_VM + D_FRAME + D_FN + OBJS + "II)" + OBJ, false);
      mv.visitInsn(Opcodes.ARETURN);
    }

    private Label deoptAt(int ip) {
      if (deopt[ip] == null) {
        deopt[ip] = new Label();
        save.computeIfAbsent(nlocals + depth[ip], k -> new Label());
      }
      return deopt[ip];
    }

    private void instruction(int ip) {
      int ins = code[ip];
      int op = ins & 0xff;
      int arg = ins >>> 8;
      int sp = nlocals + depth[ip];
      switch (op) {
        case Op.NOP, Op.POP_TOP -> { }
        case Op.LOAD_CONST -> {
          mv.visitVarInsn(Opcodes.ALOAD, L_CONSTS);
          push(arg);
          mv.visitInsn(Opcodes.AALOAD);
          store(sp);
        }
        case Op.LOAD_FAST -> {
          load(arg);
          mv.visitJumpInsn(Opcodes.IFNULL, deoptAt(ip));
          load(arg);
          store(sp);
        }
        case Op.STORE_FAST -> {
          load(sp - 1);
          store(arg);
        }
        case Op.LOAD_DEREF -> {
          mv.visitVarInsn(Opcodes.ALOAD, L_CELLS);
          push(arg);
          mv.visitInsn(Opcodes.AALOAD);
          mv.visitFieldInsn(Opcodes.GETFIELD, CELL, "value", OBJ);
          orDeopt(ip, sp);
        }
        case Op.LOAD_GLOBAL -> {
          mv.visitVarInsn(Opcodes.ALOAD, L_FN);
          mv.visitVarInsn(Opcodes.ALOAD, L_CO);
          push(ip);
          ops("globalOrNull", "(" + D_FN + D_CODE + "I)" + OBJ);
          orDeopt(ip, sp);
        }
        case Op.LOAD_ATTR -> {
          pc(ip);
          load(sp - 1);
          mv.visitVarInsn(Opcodes.ALOAD, L_CO);
          push(ip, arg);
          ops("attrOrNull", "(" + OBJ + D_CODE + "II)" + OBJ);
          orDeopt(ip, sp - 1);
        }
        case Op.PUSH_NULL -> {
          mv.visitInsn(Opcodes.ACONST_NULL);
          store(sp);
        }
        case Op.CALL -> {
          if (pureCall(co, depth, ip, arg)) {
            mv.visitVarInsn(Opcodes.ALOAD, L_VM);
            load(sp - 3);
            load(sp - 2);
            load(sp - 1);
            ops("pureCallOrNull", "(" + D_VM + OBJ + OBJ + OBJ + ")" + OBJ);
            orDeopt(ip, sp - 3);
          } else {
            nestedCall(ip, arg, sp);
          }
        }
        case Op.LOAD_METHOD -> {
          // (o -- method o): o to the slot above first, then the method over it
          load(sp - 1);
          store(sp);
          load(sp - 1);
          mv.visitVarInsn(Opcodes.ALOAD, L_CO);
          push(ip, arg);
          ops("methodOrNull", "(" + OBJ + D_CODE + "II)" + OBJ);
          orDeopt(ip, sp - 1);
        }
        case Op.STORE_ATTR -> {
          load(sp - 1);
          load(sp - 2);
          mv.visitVarInsn(Opcodes.ALOAD, L_CO);
          push(ip, arg);
          ops("storeAttrInPlace", "(" + OBJ + OBJ + D_CODE + "II)Z");
          mv.visitJumpInsn(Opcodes.IFEQ, deoptAt(ip));
        }
        case Op.UNARY_NEGATIVE, Op.UNARY_NOT -> {
          load(sp - 1);
          ops(op == Op.UNARY_NEGATIVE ? "negOrNull" : "notOrNull", "(" + OBJ + ")" + OBJ);
          orDeopt(ip, sp - 1);
        }
        case Op.BINARY_SUBSCR -> {
          load(sp - 2);
          load(sp - 1);
          ops("itemOrNull", "(" + OBJ + OBJ + ")" + OBJ);
          orDeopt(ip, sp - 2);
        }
        case Op.BINARY_OP, Op.COMPARE_OP, Op.IS_OP -> {
          pc(ip);
          load(sp - 2);
          load(sp - 1);
          push(arg);
          ops(switch (op) {
            case Op.BINARY_OP -> "binaryOrNull";
            case Op.COMPARE_OP -> "compareOrNull";
            default -> "isOrNot";
          }, "(" + OBJ + OBJ + "I)" + OBJ);
          orDeopt(ip, sp - 2);
        }
        case Op.POP_JUMP_IF_FALSE, Op.POP_JUMP_IF_TRUE -> {
          load(sp - 1);
          ops("truthOrUnknown", "(" + OBJ + ")I");
          mv.visitVarInsn(Opcodes.ISTORE, L_INT);
          mv.visitVarInsn(Opcodes.ILOAD, L_INT);
          mv.visitJumpInsn(Opcodes.IFLT, deoptAt(ip));
          mv.visitVarInsn(Opcodes.ILOAD, L_INT);
          mv.visitJumpInsn(op == Op.POP_JUMP_IF_FALSE ? Opcodes.IFEQ : Opcodes.IFNE, labels[arg]);
        }
        case Op.JUMP -> mv.visitJumpInsn(Opcodes.GOTO, labels[arg]);
        case Op.RETURN_VALUE -> {
          load(sp - 1);
          mv.visitInsn(Opcodes.ARETURN);
        }
        default -> throw new IllegalStateException("not a leaf instruction: " + op);
      }
    }

    /**
     * A call of a Python function from the leaf (JitOps.nestedLeaf) with the call's slots
     * copied to an array: its value goes to the call's base slot; null hands over before the
     * call; DEOPT (the callee handed over) makes this leaf's frame wait at the call.
     */
    private void nestedCall(int ip, int arg, int sp) {
      int base = sp - arg - 2;
      pc(ip);
      push(arg + 3);
      mv.visitTypeInsn(Opcodes.ANEWARRAY, Type.getInternalName(PyObject.class));
      mv.visitVarInsn(Opcodes.ASTORE, L_ARGS);
      for (int i = 0; i < arg + 2; i++) {
        mv.visitVarInsn(Opcodes.ALOAD, L_ARGS);
        push(i);
        load(base + i);
        mv.visitInsn(Opcodes.AASTORE);
      }
      // callee = nestedTarget(vm, a, arg); null hands over before the call
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_ARGS);
      push(arg);
      ops("nestedTarget", "(" + D_VM + OBJS + "I)" + Type.getDescriptor(JitCode.class));
      mv.visitInsn(Opcodes.DUP);
      Label go = new Label();
      mv.visitJumpInsn(Opcodes.IFNONNULL, go);
      mv.visitInsn(Opcodes.POP);
      mv.visitJumpInsn(Opcodes.GOTO, deoptAt(ip));
      mv.visitLabel(go);
      // tmp = nestedDone(vm, a, arg, callee.leaf(vm, null, (PyFunction) a[0], a, firstArg(a, 0)))
      mv.visitVarInsn(Opcodes.ASTORE, L_TMP);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitVarInsn(Opcodes.ALOAD, L_ARGS);
      push(arg);
      mv.visitVarInsn(Opcodes.ALOAD, L_TMP);
      mv.visitTypeInsn(Opcodes.CHECKCAST, BASE);
      mv.visitVarInsn(Opcodes.ALOAD, L_VM);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitVarInsn(Opcodes.ALOAD, L_ARGS);
      push(0);
      mv.visitInsn(Opcodes.AALOAD);
      mv.visitTypeInsn(Opcodes.CHECKCAST, FN);
      mv.visitVarInsn(Opcodes.ALOAD, L_ARGS);
      mv.visitVarInsn(Opcodes.ALOAD, L_ARGS);
      push(0);
      ops("firstArg", "(" + OBJS + "I)I");
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "leaf", "(" + D_VM + D_FRAME + D_FN + OBJS + "I)" + OBJ, false);
      ops("nestedDone", "(" + D_VM + OBJS + "I" + OBJ + ")" + OBJ);
      mv.visitVarInsn(Opcodes.ASTORE, L_TMP);
      mv.visitVarInsn(Opcodes.ALOAD, L_TMP);
      mv.visitFieldInsn(Opcodes.GETSTATIC, JIT, "DEOPT", OBJ);
      mv.visitJumpInsn(Opcodes.IF_ACMPEQ, waitAt(ip, base));
      mv.visitVarInsn(Opcodes.ALOAD, L_TMP);
      store(base);
    }

    /** The hand-over stub of a nested call at ip whose callee handed over (the frame waits after the call, base deep). */
    private Label waitAt(int ip, int base) {
      Label l = new Label();
      waits.add(new int[] {ip, base});
      waitLabels.add(l);
      return l;
    }

    /** The value on the JVM stack goes to slot {@code to}, or null hands over before instruction ip. */
    private void orDeopt(int ip, int to) {
      mv.visitVarInsn(Opcodes.ASTORE, L_TMP);
      mv.visitVarInsn(Opcodes.ALOAD, L_TMP);
      mv.visitJumpInsn(Opcodes.IFNULL, deoptAt(ip));
      mv.visitVarInsn(Opcodes.ALOAD, L_TMP);
      store(to);
    }

    private void pc(int ip) {
      push(ip);
      mv.visitVarInsn(Opcodes.ISTORE, L_PC);
    }

    private void load(int slot) {
      mv.visitVarInsn(Opcodes.ALOAD, SLOT0 + slot);
    }

    private void store(int slot) {
      mv.visitVarInsn(Opcodes.ASTORE, SLOT0 + slot);
    }

    private void push(int... values) {
      pushInts(mv, values);
    }

    private void ops(String method, String desc) {
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, OPS, method, desc, false);
    }
  }
}
