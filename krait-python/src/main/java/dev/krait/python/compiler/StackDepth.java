/*
 * Computes the maximum value-stack depth of a code object by following every path through
 * the bytecode (including exception handlers), so frames allocate their stack once.
 */
package dev.krait.python.compiler;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/** Stack-depth analysis over encoded instructions. */
final class StackDepth {
  private StackDepth() {}

  static int compute(int[] code) {
    int[] depthAt = new int[code.length + 1];
    Arrays.fill(depthAt, -1);
    Deque<Integer> work = new ArrayDeque<>();
    depthAt[0] = 0;
    work.push(0);
    int max = 0;
    while (!work.isEmpty()) {
      int pc = work.pop();
      int depth = depthAt[pc];
      while (pc < code.length) {
        Opcode op = Opcode.of(code[pc]);
        int arg = Opcode.arg(code[pc]);
        if (op.isJump()) {
          int taken = depth + op.stackEffect(arg, true);
          max = Math.max(max, taken);
          if (arg < depthAt.length && depthAt[arg] < taken) {
            depthAt[arg] = taken;
            work.push(arg);
          }
        }
        depth += op.stackEffect(arg, false);
        max = Math.max(max, depth);
        pc++;
        if (op == Opcode.JUMP || op == Opcode.RETURN_VALUE || op == Opcode.RERAISE || op == Opcode.RAISE_VARARGS
            || op == Opcode.POP_EXCEPT_AND_RERAISE) {
          break;
        }
        if (depthAt[pc] >= depth) {
          break;
        }
        depthAt[pc] = depth;
      }
    }
    return max;
  }
}
