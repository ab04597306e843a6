/*
 * The error a host gets when another host has already continued the same durable cell: the
 * journal's positions are claimed by exactly one writer, and the loser must learn it at once, with
 * a message that says what happened rather than a storage error.
 */
package dev.krait.runtime;

/** Another host resumed (or is running) this cell: its journal moved on without this one. */
public final class CellConflictException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String cell;

  public CellConflictException(String cell, String message) {
    super(message);
    this.cell = cell;
  }

  /** The conflict of a write at position {@code seq} of {@code cell}'s journal. */
  public static CellConflictException at(String cell, long seq) {
    return new CellConflictException(cell, "cell " + cell + " was continued elsewhere: its journal"
        + " has moved past entry " + seq + " (another host resumed it, or it has ended)");
  }

  /** The cell whose journal refused the write. */
  public String cell() {
    return cell;
  }
}
