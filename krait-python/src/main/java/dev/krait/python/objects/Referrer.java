/*
 * The one mechanism by which the interpreter enumerates what a piece of execution state holds:
 * every Java class of a Python object (PyObject implements this) and every internal holder of
 * Python objects (frames, the event loop's queues, a module's private state, a shared buffer)
 * says which objects it references and roughly how big it is itself. The memory limit's walk
 * (vm/MemoryWalker) sums shallow sizes over everything reachable from an execution's roots; a
 * snapshot writer can use the same enumeration for reachability. ReferenceWalkTest fails when a
 * class gains a field that can hold Python objects and its forEachReference does not visit it.
 */
package dev.krait.python.objects;

/** Something that holds references to Python objects (or to other holders of them). */
public interface Referrer {

  /**
   * Hands every object this one references directly to {@code visitor} (null references may be
   * passed; the visitor ignores them). Must not recurse: a visitor decides whether and when to
   * look inside what it is given, so deep data never deepens the Java stack. Must tolerate a
   * partly built object (fields still null).
   */
  void forEachReference(ReferenceVisitor visitor);

  /**
   * Approximate bytes of this object itself (its Java fields and private storage such as arrays
   * and Java collections it owns), excluding the objects it references.
   */
  long shallowSize();
}
