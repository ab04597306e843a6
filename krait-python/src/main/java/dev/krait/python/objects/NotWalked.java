/*
 * Marks a field (or a whole class) that can hold Python objects but that the memory walk does
 * not visit, with the reason: a cache whose entries are reachable another way, state shared by
 * every execution, or a helper that never outlives one builtin call. ReferenceWalkTest accepts
 * such fields; every other field that can hold an object must be visited by forEachReference.
 */
package dev.krait.python.objects;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A field or class deliberately left out of the reference walk. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.TYPE})
public @interface NotWalked {
  /** Why the walk need not see it. */
  String value();
}
