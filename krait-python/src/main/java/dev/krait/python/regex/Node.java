/*
 * The pattern tree the parser builds and the compiler lowers to a program. Each node carries
 * the flags that were in force where it was written (scoped inline flags make them differ
 * within one pattern), so the compiler needs no flag state of its own.
 */
package dev.krait.python.regex;

import java.util.List;

abstract class Node {
  /** Smallest and largest number of code points matched (max UNBOUNDED when unbounded). */
  static final long UNBOUNDED = Long.MAX_VALUE / 4;

  static final class Char extends Node {
    final int cp;
    final int fold;

    Char(int cp, int fold) {
      this.cp = cp;
      this.fold = fold;
    }
  }

  /** '.': any code point, or any but '\n' without DOTALL. */
  static final class Dot extends Node {
    final boolean dotall;

    Dot(boolean dotall) {
      this.dotall = dotall;
    }
  }

  static final class Set extends Node {
    final CharClass cls;

    Set(CharClass cls) {
      this.cls = cls;
    }
  }

  static final class Seq extends Node {
    final List<Node> items;

    Seq(List<Node> items) {
      this.items = items;
    }
  }

  static final class Alt extends Node {
    final List<Node> branches;

    Alt(List<Node> branches) {
      this.branches = branches;
    }
  }

  /** A capturing group. */
  static final class Group extends Node {
    final int index;
    final Node body;

    Group(int index, Node body) {
      this.index = index;
      this.body = body;
    }
  }

  static final class Repeat extends Node {
    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;
    final Node body;
    final int min;
    /** -1: unbounded. */
    final int max;
    final int mode;

    Repeat(Node body, int min, int max, int mode) {
      this.body = body;
      this.min = min;
      this.max = max;
      this.mode = mode;
    }
  }

  /** A zero-width assertion: one of Program's anchor opcodes. */
  static final class Anchor extends Node {
    final int op;
    final boolean ascii;

    Anchor(int op, boolean ascii) {
      this.op = op;
      this.ascii = ascii;
    }
  }

  static final class BackRef extends Node {
    final int group;
    final int fold;

    BackRef(int group, int fold) {
      this.group = group;
      this.fold = fold;
    }
  }

  /** Look-ahead or look-behind (width: the body's fixed width, for look-behind). */
  static final class Look extends Node {
    final boolean behind;
    final boolean negative;
    final Node body;
    final int width;

    Look(boolean behind, boolean negative, Node body, int width) {
      this.behind = behind;
      this.negative = negative;
      this.body = body;
      this.width = width;
    }
  }

  static final class Atomic extends Node {
    final Node body;

    Atomic(Node body) {
      this.body = body;
    }
  }

  /** (?(group)yes|no). */
  static final class Cond extends Node {
    final int group;
    final Node yes;
    final Node no;

    Cond(int group, Node yes, Node no) {
      this.group = group;
      this.yes = yes;
      this.no = no;
    }
  }

  static final Node EMPTY = new Seq(List.of());
}
