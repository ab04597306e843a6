/*
 * A call to an approval-gated tool that a suspended cell made and that has not started: what a
 * person must see to decide on it.
 */
package dev.krait.runtime;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * A pending call to a tool that {@linkplain ToolExecutor#requiresApproval requires approval}.
 *
 * @param id the call's id within the cell (stable across suspensions: decide with it in
 *     {@link CodeExecutor#resume})
 * @param tool the tool's name
 * @param input the JSON input the tool would receive
 */
public record ApprovalRequest(String id, String tool, JsonNode input) {
  public ApprovalRequest {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(input, "input");
  }
}
