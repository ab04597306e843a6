/*
 * The instruction set of Krait's VM: this enum is the specification. One instruction is one
 * int: the opcode ordinal in the low 8 bits and its operand in the high 24 bits. Jump operands
 * are absolute instruction indices. Calls use the stack layout [callable, self_or_null, args...].
 */
package dev.krait.python.compiler;

/** Krait bytecode. Each constant documents its operand and stack effect (before -- after). */
public enum Opcode {
  // ---------------------------------------------------------------- stack
  /** No operation. ( -- ) */
  NOP,
  /** Discards TOS. (a -- ) */
  POP_TOP,
  /** Pushes a Java null, the "no self" marker of a call. ( -- null) */
  PUSH_NULL,
  /** Pushes the n-th item counted from the top (1 = TOS). (... a ... -- ... a ... a) */
  COPY,
  /** Swaps TOS with the n-th item (n >= 2). */
  SWAP,
  /** Pushes consts[arg]. ( -- c) */
  LOAD_CONST,

  // ---------------------------------------------------------------- variables
  /** Pushes fast local arg; UnboundLocalError when unset. ( -- v) */
  LOAD_FAST,
  /** Stores TOS in fast local arg. (v -- ) */
  STORE_FAST,
  /** Unsets fast local arg (UnboundLocalError when already unset). ( -- ) */
  DELETE_FAST,
  /** Pushes the content of cell arg (cells then frees); NameError/UnboundLocalError when empty. ( -- v) */
  LOAD_DEREF,
  /** Stores TOS in cell arg. (v -- ) */
  STORE_DEREF,
  /** Empties cell arg. ( -- ) */
  DELETE_DEREF,
  /** Class bodies: the locals dict entry names[free name of cell arg], else the cell's content. ( -- v) */
  LOAD_CLASSDEREF,
  /** Pushes cell arg itself (to build a closure). ( -- cell) */
  LOAD_CLOSURE,
  /** Pushes global names[arg], falling back to builtins; NameError. ( -- v) */
  LOAD_GLOBAL,
  /** Stores TOS as global names[arg]. (v -- ) */
  STORE_GLOBAL,
  /** Deletes global names[arg]. ( -- ) */
  DELETE_GLOBAL,
  /** Module/class scope: locals dict, then globals, then builtins. ( -- v) */
  LOAD_NAME,
  /** Stores TOS in the locals dict under names[arg]. (v -- ) */
  STORE_NAME,
  /** Deletes names[arg] from the locals dict. ( -- ) */
  DELETE_NAME,

  // ---------------------------------------------------------------- attributes and items
  /** getattr(TOS, names[arg]). (o -- v) */
  LOAD_ATTR,
  /** Method lookup without a bound method: (o -- func o) for plain functions, else (o -- attr null). */
  LOAD_METHOD,
  /** setattr(TOS, names[arg], TOS1). (v o -- ) */
  STORE_ATTR,
  /** delattr(TOS, names[arg]). (o -- ) */
  DELETE_ATTR,
  /** TOS1[TOS]. (o k -- v) */
  BINARY_SUBSCR,
  /** TOS1[TOS] = TOS2. (v o k -- ) */
  STORE_SUBSCR,
  /** del TOS1[TOS]. (o k -- ) */
  DELETE_SUBSCR,
  /** slice(lower, upper[, step]); arg is 2 or 3. (a b [c] -- s) */
  BUILD_SLICE,

  // ---------------------------------------------------------------- operators
  /** Binary operator: arg = Ops.Binary ordinal, +16 for the in-place form. (a b -- r) */
  BINARY_OP,
  /** Rich comparison: arg = Ops.Compare ordinal. (a b -- r) */
  COMPARE_OP,
  /** {@code a is b} (arg 0) or {@code a is not b} (arg 1). (a b -- bool) */
  IS_OP,
  /** {@code a in b} (arg 0) or {@code a not in b} (arg 1). (a b -- bool) */
  CONTAINS_OP,
  /** -TOS. (a -- r) */
  UNARY_NEGATIVE,
  /** +TOS. (a -- r) */
  UNARY_POSITIVE,
  /** not TOS. (a -- bool) */
  UNARY_NOT,
  /** ~TOS. (a -- r) */
  UNARY_INVERT,

  // ---------------------------------------------------------------- building
  /** (a1..an -- tuple) */
  BUILD_TUPLE,
  /** (a1..an -- list) */
  BUILD_LIST,
  /** (a1..an -- set) */
  BUILD_SET,
  /** arg pairs. (k1 v1 .. kn vn -- dict) */
  BUILD_MAP,
  /** Concatenates arg strs. (s1..sn -- str) */
  BUILD_STRING,
  /** Appends TOS to the list at depth arg (after popping). (list ... v -- list ...) */
  LIST_APPEND,
  /** Adds TOS to the set at depth arg. (set ... v -- set ...) */
  SET_ADD,
  /** Sets key TOS1 to TOS in the dict at depth arg. (dict ... k v -- dict ...) */
  MAP_ADD,
  /** Extends the list at depth arg with iterable TOS. (list ... it -- list ...) */
  LIST_EXTEND,
  /** Updates the set at depth arg with iterable TOS. */
  SET_UPDATE,
  /** Updates the dict at depth arg with mapping TOS ({**m} displays). */
  DICT_UPDATE,
  /** Like DICT_UPDATE but for f(**m): TypeError on duplicate keywords or non-mapping. arg = depth. */
  DICT_MERGE,
  /** (list -- tuple) */
  LIST_TO_TUPLE,
  /** f-string field: arg bit0-1 conversion (0 none, 1 str, 2 repr, 3 ascii), bit2 has spec. (v [spec] -- str) */
  FORMAT_VALUE,
  /** Unpacks TOS into arg values, first on top. (seq -- vn..v1) */
  UNPACK_SEQUENCE,
  /** Starred unpacking: arg = {@code before | after << 8}; the starred part is a list. (seq -- ...) */
  UNPACK_EX,

  // ---------------------------------------------------------------- control flow
  /** Jumps to arg (a backward jump ticks the meter). ( -- ) */
  JUMP,
  /** (v -- ) jumps to arg when v is false. */
  POP_JUMP_IF_FALSE,
  /** (v -- ) jumps to arg when v is true. */
  POP_JUMP_IF_TRUE,
  /** Jumps to arg keeping v when v is false, else pops it. (v -- v?) */
  JUMP_IF_FALSE_OR_POP,
  /** Jumps to arg keeping v when v is true, else pops it. (v -- v?) */
  JUMP_IF_TRUE_OR_POP,
  /** (o -- iter(o)) */
  GET_ITER,
  /**
   * Leaving a for loop early (break/return) whose iterator was a temporary: (it -- ); a started
   * generator is closed, as CPython's reference counting would do at this point.
   */
  POP_ITER,
  /** (it -- it v) or, at exhaustion, (it -- ) and jump to arg. Generators are resumed stacklessly. */
  FOR_ITER,

  // ---------------------------------------------------------------- exceptions
  /** Pushes a handler block (target arg, current stack level). ( -- ) */
  SETUP_FINALLY,
  /** Like SETUP_FINALLY but the handler's stack level leaves out TOS (with-blocks, except-cleanup). ( -- ) */
  SETUP_CLEANUP,
  /** Pops the innermost handler block. ( -- ) */
  POP_BLOCK,
  /** Entering a handler: (exc -- prev exc), the frame now handles exc. */
  PUSH_EXC_INFO,
  /** Leaving a handler: (prev -- ), restores the handled exception. */
  POP_EXCEPT,
  /** (prev exc -- ) restores prev and re-raises exc without a new traceback entry. */
  POP_EXCEPT_AND_RERAISE,
  /** (exc type -- exc bool): isinstance match for except clauses (tuples allowed). */
  CHECK_EXC_MATCH,
  /** (exc -- ) re-raises exc without a new traceback entry. */
  RERAISE,
  /** raise (arg 0: re-raise the handled exception; 1: raise TOS; 2: raise TOS1 from TOS). */
  RAISE_VARARGS,
  /** ( -- AssertionError) */
  LOAD_ASSERTION_ERROR,
  /** (mgr -- exit enter_result): calls __enter__, keeps the bound __exit__. */
  BEFORE_WITH,
  /** (mgr -- aexit awaitable): calls __aenter__, keeps the bound __aexit__. */
  BEFORE_ASYNC_WITH,
  /** (exit -- result): exit(None, None, None). */
  WITH_EXIT_NORMAL,
  /** (exit prev exc -- exit prev exc result): exit(type(exc), exc, None). */
  WITH_EXCEPT_START,

  // ---------------------------------------------------------------- functions and calls
  /** Returns TOS to the caller. (v -- ) */
  RETURN_VALUE,
  /** Generator yield: (v -- sent). */
  YIELD_VALUE,
  /** (o -- iterator for yield from) */
  GET_YIELD_FROM_ITER,
  /** (o -- awaitable iterator); TypeError when o cannot be awaited. */
  GET_AWAITABLE,
  /**
   * Delegation for yield from / await: (receiver value -- result). Sends value into receiver;
   * values it yields pass straight through this frame to its consumer; on return pushes the
   * return value and continues.
   */
  SEND,
  /** (o -- aiter(o)) */
  GET_AITER,
  /** (aiter -- aiter awaitable) for async for. */
  GET_ANEXT,
  /** In the handler of async for: (aiter exc -- ) ends the loop on StopAsyncIteration, else re-raises. */
  END_ASYNC_FOR,
  /**
   * Builds a function from the code constant on TOS; arg flags: 1 defaults tuple, 2 kwdefaults dict,
   * 4 annotations dict, 8 closure tuple (pushed in this order, below the code). (... code -- fn)
   */
  MAKE_FUNCTION,
  /** Calls with arg positional arguments. (callable self_or_null a1..an -- r) */
  CALL,
  /**
   * Calls with keywords: arg = argc (low 8 bits, keyword values included) | {@code kwnames index << 8}
   * into the code's kwnames table. (callable self_or_null a1..an -- r)
   */
  CALL_KW,
  /** f(*args, **kw): arg bit0 = kwargs dict present. (callable null argstuple [kwdict] -- r) */
  CALL_EX,
  /** ( -- __build_class__) */
  LOAD_BUILD_CLASS,
  /** Class bodies: ( -- ) ensures __annotations__ exists in the locals dict. */
  SETUP_ANNOTATIONS,

  // ---------------------------------------------------------------- imports
  /** import names[arg]: (fromlist -- module); the top package unless fromlist is not None. */
  IMPORT_NAME,
  /** (module -- module attr) from-import of names[arg]; ImportError when missing. */
  IMPORT_FROM,
  /** (module -- ) binds every public name of module in the locals. */
  IMPORT_STAR,

  // ---------------------------------------------------------------- match
  /** (subj -- subj bool) is subj a sequence for pattern matching. */
  MATCH_SEQUENCE,
  /** (subj -- subj bool) is subj a mapping. */
  MATCH_MAPPING,
  /** (subj keys -- subj keys values_or_None) */
  MATCH_KEYS,
  /** (subj cls kwnames -- attrs_tuple_or_None) class pattern with arg positional sub-patterns. */
  MATCH_CLASS,
  /** (o -- o len) */
  GET_LEN,
  /** (subj keys -- rest_dict) */
  COPY_DICT_WITHOUT_KEYS,

  // ---------------------------------------------------------------- except* (PEP 654)
  /**
   * except* clause test: (exc type -- rest match). TypeError for a type that is not an exception
   * class or is an exception group. match is None when nothing matches; otherwise the frame now
   * handles match (a naked exc that matches is wrapped in ExceptionGroup('', [exc])).
   */
  CHECK_EG_MATCH,
  /**
   * End of a try/except*: (orig excs -- exc_or_None) merges what the clauses raised or re-raised
   * (the list excs, last item the unhandled rest) into the exception to raise, as CPython does.
   */
  PREP_RERAISE_STAR;

  private static final Opcode[] VALUES = values();

  /** The opcode of an encoded instruction. */
  public static Opcode of(int instruction) {
    return VALUES[instruction & 0xff];
  }

  /** Encodes an instruction. */
  public int encode(int arg) {
    return ordinal() | (arg << 8);
  }

  /** The operand of an encoded instruction. */
  public static int arg(int instruction) {
    return instruction >>> 8;
  }

  /** True when the operand is a jump target. */
  public boolean isJump() {
    return switch (this) {
      case JUMP, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP, FOR_ITER,
          SETUP_FINALLY, SETUP_CLEANUP -> true;
      default -> false;
    };
  }

  /**
   * Net stack effect on the fall-through path (for jumps, {@code jump} selects the taken path);
   * used to compute the frame's maximum stack depth.
   */
  public int stackEffect(int arg, boolean jump) {
    return switch (this) {
      case NOP, JUMP, DELETE_FAST, DELETE_DEREF, DELETE_GLOBAL, DELETE_NAME, POP_BLOCK, SETUP_ANNOTATIONS,
          UNARY_NEGATIVE, UNARY_POSITIVE, UNARY_NOT, UNARY_INVERT, LIST_TO_TUPLE, GET_ITER, SWAP, LOAD_ATTR,
          GET_YIELD_FROM_ITER, GET_AWAITABLE, GET_AITER, YIELD_VALUE, RAISE_VARARGS -> this == RAISE_VARARGS ? -arg : 0;
      case SETUP_FINALLY -> jump ? 1 : 0;
      case SETUP_CLEANUP -> 0;
      case POP_TOP, POP_ITER, STORE_FAST, STORE_DEREF, STORE_GLOBAL, STORE_NAME, DELETE_ATTR, BINARY_SUBSCR, BINARY_OP,
          COMPARE_OP, IS_OP, CONTAINS_OP, LIST_APPEND, SET_ADD, LIST_EXTEND, SET_UPDATE, DICT_UPDATE, DICT_MERGE,
          POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_EXCEPT, RERAISE, IMPORT_NAME, IMPORT_STAR, SEND,
          END_ASYNC_FOR, WITH_EXIT_NORMAL -> this == IMPORT_NAME || this == WITH_EXIT_NORMAL ? 0
              : this == END_ASYNC_FOR ? -2 : -1;
      case PUSH_NULL, COPY, LOAD_CONST, LOAD_FAST, LOAD_DEREF, LOAD_CLASSDEREF, LOAD_CLOSURE, LOAD_GLOBAL, LOAD_NAME,
          LOAD_METHOD, PUSH_EXC_INFO, LOAD_ASSERTION_ERROR, BEFORE_WITH, BEFORE_ASYNC_WITH, WITH_EXCEPT_START,
          LOAD_BUILD_CLASS, IMPORT_FROM, MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS, GET_LEN, GET_ANEXT -> 1;
      case STORE_ATTR, DELETE_SUBSCR, POP_EXCEPT_AND_RERAISE, MAP_ADD -> -2;
      case STORE_SUBSCR -> -3;
      case BUILD_SLICE -> 1 - arg;
      case BUILD_TUPLE, BUILD_LIST, BUILD_SET, BUILD_STRING -> 1 - arg;
      case BUILD_MAP -> 1 - 2 * arg;
      case FORMAT_VALUE -> (arg & 4) != 0 ? -1 : 0;
      case UNPACK_SEQUENCE -> arg - 1;
      case UNPACK_EX -> (arg & 0xff) + (arg >> 8);
      case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP -> jump ? 0 : -1;
      case FOR_ITER -> jump ? -1 : 1;
      case CHECK_EXC_MATCH, CHECK_EG_MATCH, COPY_DICT_WITHOUT_KEYS, PREP_RERAISE_STAR ->
          this == CHECK_EXC_MATCH || this == CHECK_EG_MATCH ? 0 : -1;
      case RETURN_VALUE -> -1;
      case MAKE_FUNCTION -> -Integer.bitCount(arg & 15);
      case CALL -> -arg - 1;
      case CALL_KW -> -(arg & 0xff) - 1;
      case CALL_EX -> (arg & 1) != 0 ? -3 : -2;
      case MATCH_CLASS -> -2;
    };
  }
}
