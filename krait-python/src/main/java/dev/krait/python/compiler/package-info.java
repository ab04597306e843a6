/**
 * AST to bytecode. {@link dev.krait.python.compiler.Symtable} finds the scopes and where each
 * name lives (fast local, cell, free, global, or a namespace dict);
 * {@link dev.krait.python.compiler.Compiler} emits one {@link dev.krait.python.compiler.CodeObject}
 * per scope. {@link dev.krait.python.compiler.Opcode} is the instruction set's specification
 * (operands and stack effects); {@link dev.krait.python.compiler.Disassembler} prints code for
 * debugging. Exception handling uses a runtime block stack (SETUP_FINALLY/POP_BLOCK) and
 * break/continue/return through finally copy the finally body inline.
 */
package dev.krait.python.compiler;
