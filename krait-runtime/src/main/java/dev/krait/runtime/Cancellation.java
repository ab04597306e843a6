/*
 * A thread-safe cancellation token with listeners and child tokens (Java has none built in).
 */
package dev.krait.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

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
  /** Made on the first listener: most tokens (a tool call's) never get one of their own. */
  private Set<Registration> listeners;
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
    Registration registration = onCancel(child::cancel);
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
    List<Registration> toRun;
    Registration parent;
    synchronized (lock) {
      if (cancelled) {
        return;
      }
      cancelled = true;
      toRun = listeners == null ? List.of() : new ArrayList<>(listeners);
      listeners = null;
      parent = fromParent;
      fromParent = null;
    }
    if (parent != null) {
      parent.close();
    }
    for (Registration registration : toRun) {
      try {
        registration.action.run();
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
    Registration registration = new Registration(this, Objects.requireNonNull(action, "action"));
    synchronized (lock) {
      if (!cancelled) {
        if (listeners == null) {
          listeners = new LinkedHashSet<>();
        }
        listeners.add(registration);
        return registration;
      }
    }
    action.run();
    return registration;
  }

  /** The number of registered listeners, for leak checks in tests. */
  int listenerCount() {
    synchronized (lock) {
      return listeners == null ? 0 : listeners.size();
    }
  }

  /** A listener registered with {@link #onCancel}; closing it removes the listener. */
  public static final class Registration implements AutoCloseable {
    private final Cancellation owner;
    private final Runnable action;

    private Registration(Cancellation owner, Runnable action) {
      this.owner = owner;
      this.action = action;
    }

    /** Removes the listener; does nothing if it already ran or was removed. */
    @Override
    public void close() {
      synchronized (owner.lock) {
        if (owner.listeners != null) {
          owner.listeners.remove(this);
        }
      }
    }
  }

  @Override
  public String toString() {
    return cancelled ? "Cancellation[cancelled]" : "Cancellation[active]";
  }
}
