package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.WarmThroughput;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Typed members of a template's properties: a missing member is empty, a bad one is an error naming
 * its path and what was expected. A {@code Ref} to a parameter with a default stands for the default.
 */
final class PropertyReader {
    private final Diagnostics d;
    private final TemplateValues values;

    PropertyReader(Diagnostics d, TemplateValues values) {
        this.d = d;
        this.values = values;
    }

    Diagnostics diagnostics() {
        return d;
    }

    TemplateValues values() {
        return values;
    }

    /** Whether the value, once parameter defaults stand in, still holds a function only deployment computes. */
    boolean computed(JsonNode node) {
        JsonNode v = values.resolve(node);
        if (v.isObject()) {
            for (var e : v.properties()) {
                if (e.getKey().equals("Ref") || e.getKey().equals("Condition") || e.getKey().startsWith("Fn::")
                        || computed(e.getValue())) {
                    return true;
                }
            }
        } else if (v.isArray()) {
            for (JsonNode n : v) {
                if (computed(n)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A value only deployment computes (a KMS key's {@code !GetAtt Key.Arn} …) has no value in the model:
     * a warning, and the setting is read as not given. (A Table's whole property is kept instead, see
     * {@link SettingsReader}; this is for what cannot be kept whole, such as one replica's key.)
     */
    private boolean skipComputed(JsonNode value, String path) {
        if (!computed(value)) {
            return false;
        }
        d.warning(path, "not kept: its value is computed when the stack deploys, and the model holds values as written");
        return true;
    }

    /** An object member (CloudFormation also takes "true"/"false" as text). */
    Optional<Boolean> bool(JsonNode object, String member, String path) {
        JsonNode v = values.resolve(object.path(member));
        if (v.isMissingNode() || skipComputed(v, JsonPath.key(path, member))) {
            return Optional.empty();
        }
        if (v.isBoolean()) {
            return Optional.of(v.booleanValue());
        }
        if (v.isTextual() && (v.textValue().equalsIgnoreCase("true") || v.textValue().equalsIgnoreCase("false"))) {
            return Optional.of(Boolean.parseBoolean(v.textValue()));
        }
        d.error(JsonPath.key(path, member), "expected true or false, found " + Json.describe(v));
        return Optional.empty();
    }

    Optional<Long> whole(JsonNode object, String member, String path, long min) {
        JsonNode v = object.path(member);
        if (v.isMissingNode() || skipComputed(v, JsonPath.key(path, member))) {
            return Optional.empty();
        }
        Optional<Long> n = values.wholeNumber(v).filter(x -> x >= min);
        if (n.isEmpty()) {
            d.error(JsonPath.key(path, member), "expected a whole number of at least " + min + ", found "
                    + Json.describe(values.resolve(v)));
        }
        return n;
    }

    Optional<Double> number(JsonNode object, String member, String path) {
        JsonNode v = values.resolve(object.path(member));
        if (v.isMissingNode() || skipComputed(v, JsonPath.key(path, member))) {
            return Optional.empty();
        }
        try {
            if (v.isNumber()) {
                return Optional.of(v.doubleValue());
            }
            if (v.isTextual()) {
                return Optional.of(new BigDecimal(v.textValue().strip()).doubleValue());
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        d.error(JsonPath.key(path, member), "expected a number, found " + Json.describe(v));
        return Optional.empty();
    }

    Optional<String> text(JsonNode object, String member, String path) {
        JsonNode v = values.resolve(object.path(member));
        if (v.isMissingNode() || skipComputed(v, JsonPath.key(path, member))) {
            return Optional.empty();
        }
        if (v.isTextual()) {
            return Optional.of(v.textValue());
        }
        d.error(JsonPath.key(path, member), "expected a string, found " + Json.describe(v));
        return Optional.empty();
    }

    /** The member as an object, or an error when it is something else; missing is empty. */
    Optional<JsonNode> object(JsonNode parent, String member, String path, Set<String> members) {
        JsonNode v = parent.path(member);
        if (v.isMissingNode()) {
            return Optional.empty();
        }
        String p = JsonPath.key(path, member);
        if (!v.isObject()) {
            d.error(p, "expected an object with " + members + ", found " + Json.describe(v));
            return Optional.empty();
        }
        v.properties().stream().filter(e -> !members.contains(e.getKey())).forEach(e -> d.warning(
                JsonPath.key(p, e.getKey()), "not kept: the model has no place for " + member + "." + e.getKey()));
        return Optional.of(v);
    }

    /** Each element of a list member; missing is nothing, a non-list an error. */
    void forEach(JsonNode parent, String member, String path, BiConsumer<JsonNode, String> each) {
        JsonNode list = parent.path(member);
        String p = JsonPath.key(path, member);
        if (list.isMissingNode()) {
            return;
        }
        if (!list.isArray()) {
            d.error(p, "expected a list, found " + Json.describe(list));
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            each.accept(list.get(i), JsonPath.index(p, i));
        }
    }

    /** {@code [{Key, Value}, …]}. */
    Optional<List<Tag>> tags(JsonNode parent, String path) {
        if (parent.path("Tags").isMissingNode()) {
            return Optional.empty();
        }
        List<Tag> tags = new ArrayList<>();
        int errors = d.errorCount();
        forEach(parent, "Tags", path, (t, tp) -> {
            Optional<String> key = text(t, "Key", tp);
            Optional<String> value = text(t, "Value", tp);
            if (key.isEmpty()) {
                d.error(tp, "expected {Key, Value} with a Key (a string), found " + Json.describe(t));
            } else {
                tags.add(new Tag(key.get(), value.orElse("")));
            }
        });
        return d.errorCount() == errors ? Optional.of(tags) : Optional.empty();
    }

    /** {@code {PolicyDocument}}: the document as compact JSON text (a string document as written). */
    Optional<String> policy(JsonNode parent, String path) {
        return object(parent, "ResourcePolicy", path, Set.of("PolicyDocument")).flatMap(p -> {
            JsonNode doc = p.path("PolicyDocument");
            if (doc.isObject()) {
                return Optional.of(Json.compact(doc));
            }
            if (doc.isTextual() && !doc.textValue().isBlank()) {
                return Optional.of(doc.textValue());
            }
            d.error(JsonPath.key(JsonPath.key(path, "ResourcePolicy"), "PolicyDocument"),
                    "expected a policy document (a JSON object), found " + Json.describe(doc));
            return Optional.empty();
        });
    }

    Optional<WarmThroughput> warm(JsonNode parent, String path) {
        String p = JsonPath.key(path, "WarmThroughput");
        return object(parent, "WarmThroughput", path, Set.of("ReadUnitsPerSecond", "WriteUnitsPerSecond"))
                .map(w -> new WarmThroughput(whole(w, "ReadUnitsPerSecond", p, 1), whole(w, "WriteUnitsPerSecond", p, 1)));
    }

    /** Whether {@code {Enabled: …}} (ContributorInsightsSpecification) is there and on. */
    Optional<Boolean> enabled(JsonNode parent, String member, String path) {
        return object(parent, member, path, Set.of("Enabled", "Mode"))
                .flatMap(o -> bool(o, "Enabled", JsonPath.key(path, member)));
    }

    /** A GlobalTable's {@code CapacityAutoScalingSettings} and its seed capacity. */
    Optional<Scaled> autoScaling(JsonNode parent, String member, String path) {
        Optional<JsonNode> o = object(parent, member, path, Set.of("MinCapacity", "MaxCapacity", "SeedCapacity",
                "TargetTrackingScalingPolicyConfiguration"));
        if (o.isEmpty()) {
            return Optional.empty();
        }
        String p = JsonPath.key(path, member);
        Optional<Long> min = required(whole(o.get(), "MinCapacity", p, 1), o.get(), "MinCapacity", p);
        Optional<Long> max = required(whole(o.get(), "MaxCapacity", p, 1), o.get(), "MaxCapacity", p);
        Optional<Long> seed = whole(o.get(), "SeedCapacity", p, 1);
        Optional<Double> target = object(o.get(), "TargetTrackingScalingPolicyConfiguration", p,
                Set.of("TargetValue", "DisableScaleIn", "ScaleInCooldown", "ScaleOutCooldown"))
                .flatMap(t -> number(t, "TargetValue", JsonPath.key(p, "TargetTrackingScalingPolicyConfiguration")));
        if (target.isEmpty() && !o.get().path("TargetTrackingScalingPolicyConfiguration").path("TargetValue").isMissingNode()) {
            return Optional.empty();
        }
        if (target.isEmpty()) {
            d.error(JsonPath.key(p, "TargetTrackingScalingPolicyConfiguration"),
                    "expected {TargetValue} (the utilisation to keep, 20–90)");
        }
        if (min.isEmpty() || max.isEmpty() || target.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Scaled(new AutoScaling(min.get(), max.get(), target.get()), seed));
    }

    private <T> Optional<T> required(Optional<T> value, JsonNode object, String member, String path) {
        if (value.isEmpty() && object.path(member).isMissingNode()) {
            d.error(JsonPath.key(path, member), "expected " + member + " (a whole number of capacity units)");
        }
        return value;
    }

    /** Auto scaling and the capacity it starts from ({@code SeedCapacity}), if the template gave one. */
    record Scaled(AutoScaling scaling, Optional<Long> seed) {
    }
}
