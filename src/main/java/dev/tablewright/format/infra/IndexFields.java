package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/** What the index entries of a table resource read alike: a named string, a projection, a list. */
final class IndexFields {
    private final Diagnostics d;
    private final TemplateValues values;

    IndexFields(Diagnostics d, TemplateValues values) {
        this.d = d;
        this.values = values;
    }

    Optional<Projection> projection(JsonNode p, String path) {
        Optional<String> type = text(p, "ProjectionType", path);
        if (type.isEmpty()) {
            return Optional.empty();
        }
        ProjectionType t;
        try {
            t = ProjectionType.valueOf(type.get());
        } catch (IllegalArgumentException e) {
            d.error(JsonPath.key(path, "ProjectionType"), "expected ALL, KEYS_ONLY or INCLUDE, found '" + type.get() + "'");
            return Optional.empty();
        }
        List<String> names = new ArrayList<>();
        forEach(p.path("NonKeyAttributes"), JsonPath.key(path, "NonKeyAttributes"), (n, np) -> {
            if (n.isTextual()) {
                names.add(n.textValue());
            } else {
                d.error(np, "expected an attribute name, found " + Json.describe(n));
            }
        });
        if (t != ProjectionType.INCLUDE && !names.isEmpty()) {
            d.warning(JsonPath.key(path, "NonKeyAttributes"), "ignored: only an INCLUDE projection names attributes");
        }
        return Optional.of(t == ProjectionType.INCLUDE ? Projection.include(names) : new Projection(t, List.of()));
    }

    Optional<String> text(JsonNode object, String member, String path) {
        JsonNode v = values.resolve(object.path(member));
        if (v.isTextual() && !v.textValue().isEmpty()) {
            return Optional.of(v.textValue());
        }
        d.error(object.isObject() ? JsonPath.key(path, member) : path, object.isObject()
                ? "expected " + member + " (a string), found " + Json.describe(v)
                : "expected an object with " + member + ", found " + Json.describe(object));
        return Optional.empty();
    }

    void forEach(JsonNode list, String path, BiConsumer<JsonNode, String> each) {
        if (list.isMissingNode()) {
            return;
        }
        if (!list.isArray()) {
            d.error(path, "expected a list, found " + Json.describe(list));
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            each.accept(list.get(i), JsonPath.index(path, i));
        }
    }
}
