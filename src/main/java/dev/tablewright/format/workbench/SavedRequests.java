package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;

import java.util.Optional;

/**
 * The request of a saved operation as text and as JSON. The model keeps the text the tabs show
 * ({@code --cli-input-json}, indented as {@link Json#pretty} writes it); the file holds it as a JSON
 * object so that a team's diff reads well. A text that is not a JSON object (typed by hand) is
 * written as a string and read back as the same text.
 */
public final class SavedRequests {
    /**
     * What the PartiQL tab holds: the statement, its parameters as DynamoDB JSON array text (blank:
     * none) and a Limit (blank: DynamoDB's default).
     */
    public record Statement(String statement, String parameters, String limit) {
    }

    private SavedRequests() {
    }

    /**
     * The tab's fields as ExecuteStatement's {@code --cli-input-json}; empty when the statement is
     * blank or the parameters or Limit would not run.
     */
    public static Optional<String> executeStatement(Statement s) {
        if (s.statement().isBlank()) {
            return Optional.empty();
        }
        ObjectNode o = Json.object();
        o.put("Statement", s.statement());
        try {
            if (!s.parameters().isBlank()) {
                RequestJson.parameters(s.parameters());
                o.set("Parameters", Json.parseTrusted(s.parameters()));
            }
            if (!s.limit().isBlank()) {
                o.put("Limit", Integer.parseInt(s.limit().strip()));
            }
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.of(Json.pretty(o));
    }

    /** The fields of an ExecuteStatement request; what is missing or not JSON is left blank. */
    public static Statement statement(String json) {
        JsonNode o = object(json).orElse(Json.object());
        JsonNode parameters = o.get("Parameters");
        JsonNode limit = o.get("Limit");
        return new Statement(o.path("Statement").asText(""), parameters == null ? "" : Json.compact(parameters),
                limit == null || !limit.isValueNode() ? "" : limit.asText());
    }

    /** The request as the file holds it: the JSON object, or the text as a string. */
    static JsonNode node(String request) {
        return object(request).map(n -> (JsonNode) n).orElse(Json.NODES.textNode(request));
    }

    /** The text the model keeps for a request read from a file: a string as it is, an object indented. */
    static String text(JsonNode request) {
        return request.isTextual() ? request.textValue() : Json.pretty(request);
    }

    /** The text as the model keeps it: a JSON object indented as the file reads it back, else as typed. */
    public static String normalized(String request) {
        return object(request).map(Json::pretty).orElse(request);
    }

    static Optional<JsonNode> object(String request) {
        Diagnostics d = new Diagnostics("request");
        return JsonTreeReader.read(request, d).filter(n -> d.problems().isEmpty() && n.isObject());
    }

    /**
     * Why the request cannot run as its operation, in one sentence ({@code $.Limit: expected …}), or
     * empty. An operation Tablewright does not run is the rules' to say (it is kept as written).
     */
    public static Optional<String> problem(SavedOperation op) {
        if (object(op.request()).isEmpty()) {
            return Optional.of("the request is not a JSON object");
        }
        Optional<OperationKind> kind = OperationKind.ofCliName(op.operation());
        if (kind.isEmpty()) {
            return Optional.empty();
        }
        try {
            CliInputJson.parse(kind.get(), op.request());
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }
}
