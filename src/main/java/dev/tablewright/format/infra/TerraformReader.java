package dev.tablewright.format.infra;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a parsed Terraform file into tables with their settings, from either parser's tree: hcl4j's
 * (one block a map, several a list; a reference as its bare text) or the real HCL parser's JSON
 * through hcl2json (every block a list; a reference as {@code ${…}}). Every {@code aws_dynamodb_table}
 * is read with what the export writes, each value from the argument that carries it; what cannot be
 * read (an argument the export does not write, a value of another shape) is a warning and its
 * setting is left at DynamoDB's default, never a failure of the whole file.
 */
final class TerraformReader {
    private static final Pattern INTERPOLATION = Pattern.compile("\\$\\{([^}]*)}");
    private static final Pattern HOME = Pattern.compile("own region is (\\S+?):");

    /** What the export writes on an aws_dynamodb_table: anything else is said to be left out. */
    private static final Set<String> TABLE_ARGUMENTS = Set.of("name", "hash_key", "range_key", "attribute",
            "billing_mode", "read_capacity", "write_capacity", "global_secondary_index", "local_secondary_index",
            "on_demand_throughput", "warm_throughput", "table_class", "ttl", "stream_enabled", "stream_view_type",
            "point_in_time_recovery", "deletion_protection_enabled", "server_side_encryption", "tags", "replica",
            "lifecycle");
    /** The resources the export writes beside its tables, read as their settings. */
    private static final Set<String> COMPANIONS = Set.of("aws_appautoscaling_target", "aws_appautoscaling_policy",
            "aws_dynamodb_contributor_insights", "aws_dynamodb_resource_policy", "aws_dynamodb_tag");

    /** A value not of the shape the export writes. */
    static final class Unreadable extends RuntimeException {
        Unreadable(String message) {
            super(message);
        }
    }

    private final Map<String, Object> resources;
    private final Diagnostics d;

    private TerraformReader(Map<String, Object> root, Diagnostics d) {
        this.resources = map(root.get("resource"));
        this.d = d;
    }

    /** Every aws_dynamodb_table of the parsed file; each problem on {@code d}, a table that cannot be read left out. */
    static DataModel read(Map<String, Object> root, Diagnostics d) {
        TerraformReader r = new TerraformReader(root, d);
        List<TableDesign> tables = new ArrayList<>();
        r.resources.forEach((type, all) -> {
            if (!"aws_dynamodb_table".equals(type) && !COMPANIONS.contains(type) && type.startsWith("aws_dynamodb_")) {
                d.warning(JsonPath.key(JsonPath.key(JsonPath.ROOT, "resource"), type),
                        "left out: a " + type + " is not read (only aws_dynamodb_table and what the export writes beside it)");
            }
        });
        Map<String, Object> declared;
        try {
            declared = map(r.resources.get("aws_dynamodb_table"));
        } catch (RuntimeException e) {
            d.error(JsonPath.ROOT, "the aws_dynamodb_table resources cannot be read: " + why(e));
            return DataModel.of("", tables);
        }
        declared.forEach((label, block) -> {
            String path = "resource.aws_dynamodb_table." + label;
            try {
                tables.add(r.table(label, one(block), path));
            } catch (RuntimeException e) {
                d.warning(path, "left out: the table cannot be read: " + why(e));
            }
        });
        return DataModel.of("", tables);
    }

    private static String why(RuntimeException e) {
        return e instanceof Unreadable || e.getMessage() != null ? String.valueOf(e.getMessage())
                : "a value of an unexpected shape (" + e.getClass().getSimpleName() + ")";
    }

    /** The setting {@code read} gives; when it cannot be read, a warning and {@code fallback}. */
    private <T> T setting(String path, String what, Supplier<T> read, T fallback) {
        try {
            return read.get();
        } catch (RuntimeException e) {
            d.warning(path, what + " not read, left at DynamoDB's default: " + why(e));
            return fallback;
        }
    }

    /** The resources of one type, each as label → its one body. */
    Map<String, Map<String, Object>> all(String type) {
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        map(resources.get(type)).forEach((label, block) -> out.put(label, one(block)));
        return out;
    }

    private TableDesign table(String label, Map<String, Object> r, String path) {
        r.keySet().stream().filter(k -> !TABLE_ARGUMENTS.contains(k)).sorted().forEach(k ->
                d.warning(path + "." + k, "not read: the argument " + k + " is not one Tablewright reads"));
        Map<String, AttributeType> types = new HashMap<>();
        for (Map<String, Object> a : blocks(r.get("attribute"))) {
            types.put(str(a.get("name")), type(str(a.get("type"))));
        }
        if (r.get("hash_key") == null) {
            throw new Unreadable("it has no hash_key");
        }
        KeySchema keys = new KeySchema(List.of(def(str(r.get("hash_key")), types)),
                r.containsKey("range_key") ? List.of(def(str(r.get("range_key")), types)) : List.of());
        boolean provisioned = "PROVISIONED".equals(r.get("billing_mode"));
        Billing billing = provisioned ? setting(path, "provisioned capacity", () ->
                Billing.provisioned(num(r.get("read_capacity")), num(r.get("write_capacity"))), Billing.provisioned(1, 1))
                : Billing.ON_DEMAND;
        String tableRef = "aws_dynamodb_table." + label;
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (Map<String, Object> g : blocks(r.get("global_secondary_index"))) {
            String index = str(g.get("name"));
            List<AttributeDef> hash = new ArrayList<>();
            List<AttributeDef> range = new ArrayList<>();
            if (g.containsKey("key_schema")) {
                for (Map<String, Object> k : blocks(g.get("key_schema"))) {
                    ("HASH".equals(k.get("key_type")) ? hash : range).add(def(str(k.get("attribute_name")), types));
                }
            } else {
                hash.add(def(str(g.get("hash_key")), types));
                if (g.containsKey("range_key")) {
                    range.add(def(str(g.get("range_key")), types));
                }
            }
            String indexId = "table/" + tableRef + ".name/index/" + index;
            String at = path + ".global_secondary_index." + index;
            Throughput t = setting(at, "the index's throughput", () -> new Throughput(scaling(indexId, "index", "Read", null),
                    scaling(indexId, "index", "Write", null), onDemand(g), warm(g)), Throughput.NONE);
            IndexSettings settings = new IndexSettings(
                    provisioned ? setting(at + ".read_capacity", "read capacity", () -> Optional.of(num(g.get("read_capacity"))),
                            Optional.<Long>empty()) : Optional.empty(),
                    provisioned ? setting(at + ".write_capacity", "write capacity", () -> Optional.of(num(g.get("write_capacity"))),
                            Optional.<Long>empty()) : Optional.empty(), t,
                    setting(at, "the index's contributor insights", () -> insights(tableRef, index, null), false));
            gsis.add(new GlobalSecondaryIndex(index, new KeySchema(hash, range), projection(g)).withSettings(settings));
        }
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (Map<String, Object> l : blocks(r.get("local_secondary_index"))) {
            lsis.add(new LocalSecondaryIndex(str(l.get("name")), def(str(l.get("range_key")), types), projection(l)));
        }
        String tableId = "table/" + tableRef + ".name";
        TableSettings s = TableSettings.DEFAULT
                .withThroughput(setting(path, "throughput", () -> new Throughput(scaling(tableId, "table", "Read", null),
                        scaling(tableId, "table", "Write", null), onDemand(r), warm(r)), Throughput.NONE))
                .withTableClass(setting(path + ".table_class", "the table class", () -> r.containsKey("table_class")
                        ? TableClass.valueOf(str(r.get("table_class"))) : TableClass.STANDARD, TableClass.STANDARD))
                .withTtlAttribute(setting(path + ".ttl", "time to live", () -> blocks(r.get("ttl")).stream()
                        .filter(t -> Boolean.TRUE.equals(t.get("enabled")))
                        .map(t -> str(t.get("attribute_name"))).findFirst(), Optional.empty()))
                .withStream(setting(path + ".stream_view_type", "the stream", () -> Boolean.TRUE.equals(r.get("stream_enabled"))
                        ? Optional.of(StreamView.valueOf(str(r.get("stream_view_type")))) : Optional.<StreamView>empty(),
                        Optional.empty()))
                .withRecovery(setting(path + ".point_in_time_recovery", "point-in-time recovery", () ->
                        blocks(r.get("point_in_time_recovery")).stream().map(p -> new Recovery(Boolean.TRUE.equals(p.get("enabled")),
                                p.get("recovery_period_in_days") == null ? Recovery.OFF.periodDays() : (int) num(p.get("recovery_period_in_days"))))
                        .findFirst().orElse(Recovery.OFF), Recovery.OFF))
                .withDeletionProtection(Boolean.TRUE.equals(r.get("deletion_protection_enabled")))
                .withEncryption(setting(path + ".server_side_encryption", "encryption", () ->
                        blocks(r.get("server_side_encryption")).stream().filter(e -> Boolean.TRUE.equals(e.get("enabled")))
                        .map(e -> e.containsKey("kms_key_arn") ? Encryption.customerManaged(str(e.get("kms_key_arn")))
                                : Encryption.AWS_MANAGED)
                        .findFirst().orElse(Encryption.AWS_OWNED), Encryption.AWS_OWNED))
                .withContributorInsights(setting(path, "contributor insights", () -> insights(tableRef, null, null), false))
                .withTags(setting(path + ".tags", "tags", () -> tags(map(r.get("tags"))), List.of()))
                .withResourcePolicy(setting(path, "the resource policy", () -> policy(tableRef, null), Optional.empty()))
                .withReplication(setting(path + ".replica", "replicas", () -> replication(tableRef, r, gsis), Replication.NONE));
        String name = str(r.get("name")).replace("${var.table_name_prefix}", "").replace("var.table_name_prefix", "");
        return TableDesign.of(name, keys).withBilling(billing).withGlobalIndexes(gsis).withLocalIndexes(lsis)
                .withSettings(s);
    }

    private Replication replication(String tableRef, Map<String, Object> r, List<GlobalSecondaryIndex> gsis) {
        List<Map<String, Object>> blocks = blocks(r.get("replica"));
        if (blocks.isEmpty()) {
            return Replication.NONE;
        }
        Map<String, Object> precondition = one(one(r.get("lifecycle")).get("precondition"));
        Matcher home = HOME.matcher(str(precondition.get("error_message")));
        if (!home.find()) {
            throw new Unreadable("the replicas' own region is not named (the export's lifecycle precondition says it)");
        }
        List<Replica> replicas = new ArrayList<>(List.of(Replica.in(home.group(1))));
        Consistency consistency = Consistency.EVENTUAL;
        for (Map<String, Object> b : blocks) {
            String region = str(b.get("region_name"));
            if ("STRONG".equals(b.get("consistency_mode"))) {
                consistency = Consistency.STRONG;
            }
            List<ReplicaIndex> indexes = new ArrayList<>();
            for (GlobalSecondaryIndex g : gsis) {
                String indexId = "table/" + tableRef + ".name/index/" + g.name();
                Optional<AutoScaling> scaling = scaling(indexId, "index", "Read", region);
                boolean insights = insights(tableRef, g.name(), region);
                if (scaling.isPresent() || insights) {
                    indexes.add(new ReplicaIndex(g.name(), Optional.empty(), scaling, Optional.empty(),
                            insights ? Optional.of(true) : Optional.empty()));
                }
            }
            List<Tag> tags = new ArrayList<>();
            for (Map<String, Object> t : all("aws_dynamodb_tag").values()) {
                if (region.equals(t.get("region"))) {
                    tags.add(new Tag(str(t.get("key")), str(t.get("value"))));
                }
            }
            replicas.add(new Replica(region, Optional.empty(),
                    Optional.ofNullable((Boolean) b.get("deletion_protection_enabled")),
                    Boolean.TRUE.equals(b.get("point_in_time_recovery")) ? Optional.of(true) : Optional.empty(),
                    insights(tableRef, null, region) ? Optional.of(true) : Optional.empty(),
                    Optional.ofNullable((String) b.get("kms_key_arn")), Optional.empty(),
                    scaling("table/" + tableRef + ".name", "table", "Read", region), Optional.empty(), tags,
                    policy(tableRef, region), indexes));
        }
        return new Replication(consistency, replicas);
    }

    /** The target-tracking scaling of one dimension, from its target and policy (same label). */
    private Optional<AutoScaling> scaling(String resourceId, String kind, String dimension, String region) {
        Map<String, Map<String, Object>> policies = all("aws_appautoscaling_policy");
        for (Map.Entry<String, Map<String, Object>> e : all("aws_appautoscaling_target").entrySet()) {
            Map<String, Object> t = e.getValue();
            if (refs(str(t.get("resource_id"))).equals(resourceId) && same(region, t.get("region"))
                    && ("dynamodb:" + kind + ":" + dimension + "CapacityUnits").equals(t.get("scalable_dimension"))) {
                Map<String, Object> p = policies.get(e.getKey());
                Map<String, Object> config = one(p.get("target_tracking_scaling_policy_configuration"));
                String metric = str(one(config.get("predefined_metric_specification")).get("predefined_metric_type"));
                if (!"TargetTrackingScaling".equals(p.get("policy_type"))
                        || !("DynamoDB" + dimension + "CapacityUtilization").equals(metric)
                        || !refs(str(p.get("resource_id"))).equals("aws_appautoscaling_target." + e.getKey() + ".resource_id")) {
                    throw new Unreadable("the scaling policy " + e.getKey() + " does not track its target's utilization");
                }
                return Optional.of(new AutoScaling(num(t.get("min_capacity")), num(t.get("max_capacity")),
                        ((Number) config.get("target_value")).doubleValue()));
            }
        }
        return Optional.empty();
    }

    private boolean insights(String tableRef, String index, String region) {
        return all("aws_dynamodb_contributor_insights").values().stream().anyMatch(c ->
                refs(str(c.get("table_name"))).equals(tableRef + ".name") && same(index, c.get("index_name"))
                        && same(region, c.get("region")));
    }

    private Optional<String> policy(String tableRef, String region) {
        return all("aws_dynamodb_resource_policy").values().stream()
                .filter(p -> same(region, p.get("region")) && arnOf(p.get("resource_arn"), tableRef, region))
                .map(p -> str(p.get("policy"))).findFirst();
    }

    /**
     * Whether an ARN expression names the table, or in a replica region its replica; hcl4j does not
     * evaluate {@code replace(…)} and gives null, the JSON keeps the call as text.
     */
    private static boolean arnOf(Object arn, String tableRef, String region) {
        if (region == null) {
            return (tableRef + ".arn").equals(refs(str(arn)));
        }
        return arn == null || str(arn).contains("replace(" + tableRef + ".arn") && str(arn).contains(":" + region + ":");
    }

    private static OnDemandLimit onDemand(Map<String, Object> r) {
        return blocks(r.get("on_demand_throughput")).stream()
                .map(o -> new OnDemandLimit(optNum(o.get("max_read_request_units")), optNum(o.get("max_write_request_units"))))
                .findFirst().orElse(OnDemandLimit.NONE);
    }

    private static WarmThroughput warm(Map<String, Object> r) {
        return blocks(r.get("warm_throughput")).stream()
                .map(w -> new WarmThroughput(optNum(w.get("read_units_per_second")), optNum(w.get("write_units_per_second"))))
                .findFirst().orElse(WarmThroughput.NONE);
    }

    private static List<Tag> tags(Map<String, Object> map) {
        List<Tag> tags = new ArrayList<>();
        map.forEach((k, v) -> tags.add(new Tag(k, str(v))));
        return tags;
    }

    @SuppressWarnings("unchecked")
    private static Projection projection(Map<String, Object> index) {
        ProjectionType type = index.get("projection_type") == null ? ProjectionType.ALL
                : ProjectionType.valueOf(str(index.get("projection_type")));
        return type == ProjectionType.INCLUDE ? Projection.include((List<String>) index.get("non_key_attributes"))
                : new Projection(type, List.of());
    }

    private static AttributeDef def(String name, Map<String, AttributeType> types) {
        AttributeType type = types.get(name);
        if (type == null) {
            throw new Unreadable("the key attribute " + name + " has no attribute block giving its type");
        }
        return new AttributeDef(name, type);
    }

    private static AttributeType type(String name) {
        try {
            return AttributeType.valueOf(String.valueOf(name));
        } catch (IllegalArgumentException e) {
            throw new Unreadable("an attribute's type is " + name + ", not S, N or B");
        }
    }

    /** A reference as its bare text: {@code ${a.b}} and hcl4j's {@code a.b} alike. */
    static String refs(String s) {
        return INTERPOLATION.matcher(s).replaceAll("$1");
    }

    private static boolean same(String expected, Object actual) {
        return expected == null ? actual == null : expected.equals(actual);
    }

    private static String str(Object o) {
        return o == null ? null : o.toString();
    }

    private static long num(Object o) {
        if (o instanceof Number n) {
            return n.longValue();
        }
        try {
            return Long.parseLong(String.valueOf(o));
        } catch (NumberFormatException e) {
            throw new Unreadable("expected a number, found " + (o == null ? "nothing" : o));
        }
    }

    private static Optional<Long> optNum(Object o) {
        return o == null ? Optional.empty() : Optional.of(num(o));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) {
        return o == null ? Map.of() : (Map<String, Object>) o;
    }

    /** The one body of a block or resource. */
    private static Map<String, Object> one(Object o) {
        List<Map<String, Object>> list = blocks(o);
        if (list.size() != 1) {
            throw new Unreadable("expected one block, found " + list.size());
        }
        return list.get(0);
    }

    /** hcl4j gives one block as a map and several as a list; the JSON always a list. */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> blocks(Object value) {
        if (value == null) {
            return List.of();
        }
        return value instanceof List<?> list ? (List<Map<String, Object>>) list : List.of((Map<String, Object>) value);
    }
}
