/*
 * The visitor side of Referrer: one abstract method, plus helpers for the shapes fields come in
 * (arrays, Java collections and maps, and the captured variables of a lambda), so that each
 * forEachReference is a few lines and null-safe.
 */
package dev.krait.python.objects;

import java.util.Collection;
import java.util.Map;

/** Receives the references of a {@link Referrer}. */
@FunctionalInterface
public interface ReferenceVisitor {

  /** One referenced object; {@code null} stands for no reference and is ignored. */
  void visit(Referrer r);

  /** Every non-null element of an array (which may itself be null). */
  default void visitAll(Referrer[] items) {
    if (items != null) {
      for (Referrer r : items) {
        if (r != null) {
          visit(r);
        }
      }
    }
  }

  /** The non-null elements {@code [from, to)} of an array (which may itself be null). */
  default void visitAll(Referrer[] items, int from, int to) {
    if (items != null) {
      for (int i = Math.max(0, from), n = Math.min(to, items.length); i < n; i++) {
        if (items[i] != null) {
          visit(items[i]);
        }
      }
    }
  }

  /** Every non-null element of a Java collection of referrers (which may itself be null). */
  default void visitAll(Iterable<? extends Referrer> items) {
    if (items != null) {
      for (Referrer r : items) {
        if (r != null) {
          visit(r);
        }
      }
    }
  }

  /**
   * Whatever references {@code o} holds: a Referrer itself; the elements of an array or Java
   * collection; the keys and values of a Java map; the captured variables of a lambda or an
   * anonymous class. Anything else holds no Python object and is ignored.
   */
  default void visitAny(Object o) {
    if (o == null) {
      return;
    }
    if (o instanceof Referrer r) {
      visit(r);
    } else if (o instanceof Object[] items) {
      for (Object item : items) {
        visitAny(item);
      }
    } else if (o instanceof Collection<?> items) {
      for (Object item : items) {
        visitAny(item);
      }
    } else if (o instanceof Map<?, ?> map) {
      for (Map.Entry<?, ?> e : map.entrySet()) {
        visitAny(e.getKey());
        visitAny(e.getValue());
      }
    } else {
      Captures.visit(o, this);
    }
  }
}
