/*
 * A readable listing of a code object and its nested code objects, for debugging and tests.
 */
package dev.krait.python.compiler;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyObject;

/** Renders bytecode as text, one instruction per line. */
public final class Disassembler {
  private Disassembler() {}

  /** The listing of code and, after it, of every nested code object. */
  public static String disassemble(CodeObject code) {
    StringBuilder sb = new StringBuilder();
    render(code, sb);
    return sb.toString();
  }

  private static void render(CodeObject code, StringBuilder sb) {
    sb.append("Disassembly of ").append(code.qualname).append(":\n");
    int lastLine = -1;
    for (int i = 0; i < code.code.length; i++) {
      int ins = code.code[i];
      Opcode op = Opcode.of(ins);
      int arg = Opcode.arg(ins);
      int line = code.lines[i];
      sb.append(line != lastLine ? String.format("%4d", line) : "    ");
      lastLine = line;
      sb.append(String.format(" %5d %-22s", i, op.name()));
      sb.append(describe(code, op, arg));
      sb.append('\n');
    }
    for (PyObject c : code.consts) {
      if (c instanceof CodeConstant cc) {
        sb.append('\n');
        render(cc.code(), sb);
      }
    }
  }

  private static String describe(CodeObject code, Opcode op, int arg) {
    return switch (op) {
      case LOAD_CONST -> arg + " (" + constRepr(code.consts[arg]) + ")";
      case LOAD_FAST, STORE_FAST, DELETE_FAST -> arg + " (" + code.varnames[arg] + ")";
      case LOAD_DEREF, STORE_DEREF, DELETE_DEREF, LOAD_CLOSURE, LOAD_CLASSDEREF -> arg + " (" + cellName(code, arg)
          + ")";
      case LOAD_GLOBAL, STORE_GLOBAL, DELETE_GLOBAL, LOAD_NAME, STORE_NAME, DELETE_NAME, LOAD_ATTR, LOAD_METHOD,
          STORE_ATTR, DELETE_ATTR, IMPORT_NAME, IMPORT_FROM -> arg + " (" + code.names[arg] + ")";
      case BINARY_OP -> arg + " (" + Ops.Binary.values()[arg & 15].symbol() + ((arg & 16) != 0 ? "=" : "") + ")";
      case COMPARE_OP -> arg + " (" + Ops.Compare.values()[arg].symbol() + ")";
      case CALL_KW -> (arg & 0xff) + " " + String.join(",", code.kwnames[arg >> 8]);
      default -> op.isJump() ? "to " + arg : (arg == 0 ? "" : Integer.toString(arg));
    };
  }

  private static String cellName(CodeObject code, int i) {
    return i < code.cellvars.length ? code.cellvars[i] : code.freevars[i - code.cellvars.length];
  }

  private static String constRepr(PyObject c) {
    if (c instanceof CodeConstant cc) {
      return "<code " + cc.code().qualname + ">";
    }
    try {
      return Ops.repr(c);
    } catch (RuntimeException e) {
      return c.type().name();
    }
  }
}
