/*
 * A code object stored in a constant pool (for MAKE_FUNCTION). Python never sees it: only
 * the VM pops it from the stack.
 */
package dev.krait.python.compiler;

import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

/** Wraps a CodeObject as a constant. */
public final class CodeConstant extends PyObject {
  static final PyType TYPE = PyType.builtin("code", PyType.OBJECT, t -> {});
  private final CodeObject code;

  public CodeConstant(CodeObject code) {
    this.code = code;
  }

  public CodeObject code() {
    return code;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
    v.visit(code);
  }
}
