package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Throughput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Application Auto Scaling resources of a template folded into its tables' auto scaling: a
 * {@code ScalableTarget} of namespace dynamodb whose ResourceId names a table of the template
 * ({@code !Sub table/${Table}}, {@code table/${Table}/index/GSI1}, an {@code Fn::Join} with a
 * {@code !Ref}, or the table's literal name) and the target-tracking {@code ScalingPolicy} on it.
 */
final class ScalingReader {
    /** {@code table/${Id}} or {@code table/${Id}/index/Name}, after an Fn::Join's Refs became {@code ${Id}}. */
    private static final Pattern BY_REF = Pattern.compile("table/\\$\\{([A-Za-z0-9]+)}(?:/index/([A-Za-z0-9_.-]+))?");
    private static final Pattern BY_NAME = Pattern.compile("table/([A-Za-z0-9_.-]+)(?:/index/([A-Za-z0-9_.-]+))?");

    private final PropertyReader r;
    private final Diagnostics d;

    ScalingReader(PropertyReader r) {
        this.r = r;
        this.d = r.diagnostics();
    }

    private record Target(String path, String tableId, Optional<String> index, ScalingResources.Dimension dimension,
            long min, long max) {
    }

    /** Whether the resource is one this reader takes (the importer says nothing else of it then). */
    static boolean isScaling(JsonNode resource) {
        String type = resource.path("Type").asText("");
        return type.equals(ScalingResources.TARGET_TYPE) || type.equals(ScalingResources.POLICY_TYPE);
    }

    /**
     * The tables with their scaling folded in.
     *
     * @param tables  the tables read from the template, by logical ID
     * @param literal the logical ID of the table a literal TableName names
     */
    Map<String, TableDesign> fold(JsonNode resources, String rp, Map<String, TableDesign> tables,
            Map<String, String> literal) {
        Map<String, Target> targets = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : resources.properties()) {
            if (e.getValue().path("Type").asText("").equals(ScalingResources.TARGET_TYPE)) {
                target(e.getValue().path("Properties"), JsonPath.key(rp, e.getKey()), tables, literal)
                        .ifPresent(t -> targets.put(e.getKey(), t));
            }
        }
        Map<String, TableDesign> result = new LinkedHashMap<>(tables);
        List<String> scaled = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : resources.properties()) {
            if (!e.getValue().path("Type").asText("").equals(ScalingResources.POLICY_TYPE)) {
                continue;
            }
            String path = JsonPath.key(rp, e.getKey());
            String pp = JsonPath.key(path, "Properties");
            JsonNode p = e.getValue().path("Properties");
            Optional<String> targetId = targetOf(p, targets);
            if (targetId.isEmpty()) {
                d.info(path, "left out: a scaling policy of no DynamoDB table or index of this template");
                continue;
            }
            Target t = targets.get(targetId.get());
            String type = p.path("PolicyType").asText("");
            if (!type.equals("TargetTrackingScaling")) {
                d.warning(JsonPath.key(pp, "PolicyType"), "not kept: the model holds target tracking, expected"
                        + " TargetTrackingScaling, found " + Json.describe(p.path("PolicyType")));
                continue;
            }
            String cp = JsonPath.key(pp, "TargetTrackingScalingPolicyConfiguration");
            Optional<Double> value = r.number(p.path("TargetTrackingScalingPolicyConfiguration"), "TargetValue", cp);
            if (value.isEmpty()) {
                d.error(JsonPath.key(cp, "TargetValue"), "expected the utilisation to keep (a number, 20–90)");
                continue;
            }
            String metric = p.path("TargetTrackingScalingPolicyConfiguration").path("PredefinedMetricSpecification")
                    .path("PredefinedMetricType").asText("");
            if (!metric.isEmpty() && !metric.equals(t.dimension().metric)) {
                d.warning(cp, "tracks " + metric + " on " + t.dimension().units + "; read as "
                        + t.dimension().metric);
            }
            AutoScaling scaling = new AutoScaling(t.min(), t.max(), value.get());
            result.computeIfPresent(t.tableId(), (id, table) -> apply(table, t, scaling, path));
            scaled.add(targetId.get());
        }
        targets.forEach((id, t) -> {
            if (!scaled.contains(id)) {
                d.warning(t.path(), "not kept: no TargetTrackingScaling policy uses this scalable target, so it sets no"
                        + " target utilisation");
            }
        });
        return result;
    }

    private TableDesign apply(TableDesign table, Target t, AutoScaling scaling, String path) {
        if (table.billing().mode() != BillingMode.PROVISIONED) {
            d.warning(path, "not kept: table " + table.name() + " is on-demand, which scales by itself");
            return table;
        }
        UnaryOperator<Throughput> set = th -> t.dimension() == ScalingResources.Dimension.READ
                ? th.withReadScaling(Optional.of(scaling)) : th.withWriteScaling(Optional.of(scaling));
        if (t.index().isEmpty()) {
            return table.withSettings(s -> s.withThroughput(set.apply(s.throughput())));
        }
        if (table.globalIndexes().stream().noneMatch(g -> g.name().equals(t.index().get()))) {
            d.warning(path, "not kept: table " + table.name() + " has no GSI named " + t.index().get());
            return table;
        }
        List<GlobalSecondaryIndex> gsis = table.globalIndexes().stream().map(g -> {
            if (!g.name().equals(t.index().get())) {
                return g;
            }
            IndexSettings s = g.settings();
            return g.withSettings(s.withThroughput(set.apply(s.throughput())));
        }).toList();
        return table.withGlobalIndexes(gsis);
    }

    private Optional<String> targetOf(JsonNode p, Map<String, Target> targets) {
        JsonNode ref = p.path("ScalingTargetId").path("Ref");
        if (ref.isTextual()) {
            return Optional.of(ref.textValue()).filter(targets::containsKey);
        }
        // the other form names the target by ResourceId and dimension
        String dimension = r.values().resolve(p.path("ScalableDimension")).asText("");
        Optional<String> resource = resourceId(p.path("ResourceId"));
        return targets.entrySet().stream().filter(e -> e.getValue().dimension().scalableDimension(e.getValue().index()
                .isPresent()).equals(dimension) && resource.isPresent() && resource.equals(resourceId(e.getValue())))
                .map(Map.Entry::getKey).findFirst();
    }

    private static Optional<String> resourceId(Target t) {
        return Optional.of("table/${" + t.tableId() + "}" + t.index().map(i -> "/index/" + i).orElse(""));
    }

    private Optional<Target> target(JsonNode p, String path, Map<String, TableDesign> tables, Map<String, String> literal) {
        String pp = JsonPath.key(path, "Properties");
        if (!r.values().resolve(p.path("ServiceNamespace")).asText("").equals(ScalingResources.NAMESPACE)) {
            d.info(path, "left out: a scalable target of another service than DynamoDB");
            return Optional.empty();
        }
        Optional<String> id = resourceId(p.path("ResourceId")).map(s -> {
            Matcher byName = BY_NAME.matcher(s);
            return byName.matches() && literal.containsKey(byName.group(1))
                    ? "table/${" + literal.get(byName.group(1)) + "}" + (byName.group(2) == null ? ""
                    : "/index/" + byName.group(2)) : s;
        });
        Matcher m = BY_REF.matcher(id.orElse(""));
        if (!m.matches() || !tables.containsKey(m.group(1))) {
            d.warning(JsonPath.key(pp, "ResourceId"), "not kept: expected table/${Table} or table/${Table}/index/Name"
                    + " naming a table of this template, found " + Json.describe(p.path("ResourceId")));
            return Optional.empty();
        }
        Optional<String> index = Optional.ofNullable(m.group(2));
        String dimension = r.values().resolve(p.path("ScalableDimension")).asText("");
        Optional<ScalingResources.Dimension> dim = java.util.Arrays.stream(ScalingResources.Dimension.values())
                .filter(x -> x.scalableDimension(index.isPresent()).equals(dimension)).findFirst();
        if (dim.isEmpty()) {
            d.error(JsonPath.key(pp, "ScalableDimension"), "expected dynamodb:" + (index.isPresent() ? "index" : "table")
                    + ":ReadCapacityUnits or …:WriteCapacityUnits, found " + Json.describe(p.path("ScalableDimension")));
            return Optional.empty();
        }
        Optional<Long> min = r.whole(p, "MinCapacity", pp, 1);
        Optional<Long> max = r.whole(p, "MaxCapacity", pp, 1);
        if (min.isEmpty() || max.isEmpty()) {
            if (!p.has("MinCapacity") || !p.has("MaxCapacity")) {
                d.error(pp, "expected MinCapacity and MaxCapacity (whole numbers of capacity units)");
            }
            return Optional.empty();
        }
        return Optional.of(new Target(path, m.group(1), index, dim.get(), min.get(), max.get()));
    }

    /** The ResourceId as text with each {@code Ref X} written {@code ${X}}: from a literal, Fn::Sub or Fn::Join. */
    private Optional<String> resourceId(JsonNode id) {
        JsonNode v = r.values().resolve(id);
        if (v.isTextual()) {
            return Optional.of(v.textValue());
        }
        JsonNode sub = v.path("Fn::Sub");
        if (sub.isTextual()) {
            return Optional.of(sub.textValue());
        }
        if (sub.isArray() && sub.path(0).isTextual()) {
            return Optional.of(sub.path(0).textValue());
        }
        JsonNode join = v.path("Fn::Join");
        if (join.isArray() && join.path(0).isTextual() && join.path(1).isArray()) {
            List<String> parts = new ArrayList<>();
            for (JsonNode part : join.path(1)) {
                JsonNode resolved = r.values().resolve(part);
                if (resolved.isTextual()) {
                    parts.add(resolved.textValue());
                } else if (part.path("Ref").isTextual()) {
                    parts.add("${" + part.path("Ref").textValue() + "}");
                } else {
                    return Optional.empty();
                }
            }
            return Optional.of(String.join(join.path(0).textValue(), parts));
        }
        return Optional.empty();
    }
}
