/**
 * The object model: every Python value is a {@link dev.krait.python.objects.PyObject} whose
 * behaviour lives in its {@link dev.krait.python.objects.PyType}'s dict, found along the C3 MRO.
 * {@link dev.krait.python.objects.Ops} is the abstract protocol the VM and the builtins use on
 * objects of unknown type; {@link dev.krait.python.objects.Errors} makes exceptions with
 * CPython's wording. Builtin types are shared by all executions and immutable once installed.
 */
package dev.krait.python.objects;
