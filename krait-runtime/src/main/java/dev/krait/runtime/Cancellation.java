/*
 * A thread-safe cancellation token with listeners and child tokens (Java has none built in).
 */
package dev.krait.runtime;

import java.util.Objects;

/**
 * A one-shot, thread-safe cancellation signal.
 *
 * <p>{@link #cancel()} sets the token and runs its listeners once, on the cancelling thread;
 * listeners added afterwards run at once on the adding thread. A {@linkplain #child() child}
 * is cancelled with its parent but can be cancelled alone; a child that is cancelled removes
 * itself from its parent, so short-lived children of a long-lived token do not accumulate.
 * Listeners must be quick and must not block; an exception from one listener does not stop
 * the others.
 */
public final class Cancellation {
  private final Object lock = new Object();
  /**
   * The listeners, in registration order: an intrusive doubly linked list of the registrations
   * themselves. A waiting cell holds a token per tool call and a few of its own, each registered
   * with its parent; a LinkedHashSet per token (map, table, entry) and a lambda per child were
   * most of their weight.
   */
  private Registration head;
  private Registration tail;
  private volatile boolean cancelled;
  private Registration fromParent;

  private Cancellation() {}

  /** A new, independent token. */
  public static Cancellation create() {
    return new Cancellation();
  }

  /** A token that is cancelled when this one is (and may be cancelled on its own). */
  public Cancellation child() {
    Cancellation child = new Cancellation();
    Registration registration = register(new Registration(this, null, child));
    synchronized (child.lock) {
      child.fromParent = registration;
    }
    return child;
  }

  /** Whether {@link #cancel()} was called on this token or an ancestor. */
  public boolean isCancelled() {
    return cancelled;
  }

  /** Cancels this token and its children, running listeners once. Idempotent. */
  public void cancel() {
    Registration first;
    Registration parent;
    synchronized (lock) {
      if (cancelled) {
        return;
      }
      cancelled = true;
      // detached whole: once cancelled, nothing links or unlinks under this token any more
      first = head;
      head = null;
      tail = null;
      parent = fromParent;
      fromParent = null;
    }
    if (parent != null) {
      parent.close();
    }
    for (Registration r = first; r != null; r = r.next) {
      try {
        r.run();
      } catch (RuntimeException | Error ignored) {
        // One listener's failure must not stop cancellation of the others.
      }
    }
  }

  /**
   * Runs {@code action} when this token is cancelled (at once if it already is).
   *
   * @return a registration whose {@link Registration#close()} removes the listener
   */
  public Registration onCancel(Runnable action) {
    return register(new Registration(this, Objects.requireNonNull(action, "action"), null));
  }

  /** Links {@code registration} at the end, or runs it at once if this token is cancelled. */
  private Registration register(Registration registration) {
    synchronized (lock) {
      if (!cancelled) {
        registration.prev = tail;
        if (tail == null) {
          head = registration;
        } else {
          tail.next = registration;
        }
        tail = registration;
        return registration;
      }
    }
    registration.run();
    return registration;
  }

  /** The number of registered listeners, for leak checks in tests. */
  int listenerCount() {
    synchronized (lock) {
      int n = 0;
      for (Registration r = head; r != null; r = r.next) {
        n++;
      }
      return n;
    }
  }

  /** A listener registered with {@link #onCancel}; closing it removes the listener. */
  public static final class Registration implements AutoCloseable {
    private final Cancellation owner;
    /** What runs on cancellation: the action, or (for a child token) the child's cancel. */
    private final Runnable action;
    private final Cancellation child;
    // neighbours in the owner's list, guarded by owner.lock
    private Registration prev;
    private Registration next;

    private Registration(Cancellation owner, Runnable action, Cancellation child) {
      this.owner = owner;
      this.action = action;
      this.child = child;
    }

    private void run() {
      if (child != null) {
        child.cancel();
      } else {
        action.run();
      }
    }

    /** Removes the listener; does nothing if it already ran or was removed. */
    @Override
    public void close() {
      Cancellation o = owner;
      synchronized (o.lock) {
        if (o.cancelled || (prev == null && o.head != this)) {
          return; // ran (or runs now), or already removed
        }
        if (prev == null) {
          o.head = next;
        } else {
          prev.next = next;
        }
        if (next == null) {
          o.tail = prev;
        } else {
          next.prev = prev;
        }
        prev = null;
        next = null;
      }
    }
  }

  @Override
  public String toString() {
    return cancelled ? "Cancellation[cancelled]" : "Cancellation[active]";
  }
}
