package dev.tablewright.format.code;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.aws.sdk.SdkValues;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The generated Java compiles and, run against DynamoDB Local holding the sample model (committed by
 * the project's own commit), returns for each read pattern with its sample values the items the
 * Sandbox returns; each entity's put writes the item the Sandbox derives from its first sample item.
 * (The tournament sample is left out: DynamoDB Local refuses its multi-attribute GSI keys.)
 */
class JavaCodeOnLocalTest {
    static final DynamoDbClient CLIENT = EmbeddedDynamoDb.client();
    static final Gateway LOCAL = new SdkGateway(CLIENT, "DynamoDB Local (embedded)", false);

    @ParameterizedTest
    @ValueSource(strings = {"movies-actors", "customer-orders", "alleycat-races", "company-directory", "issue-tracker"})
    void everyReadPatternReturnsWhatTheSandboxReturns(String sample) throws Exception {
        DataModel model = read(sample);
        String prefix = "code-" + UUID.randomUUID() + "-";
        DataModel live = prefixed(model, prefix);
        new Commit(LOCAL, live, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        Object access = access(model, prefix);
        SandboxGateway sandbox = SandboxGateway.of(model);
        List<String> differences = new ArrayList<>();
        int compared = 0;
        try {
            for (TableDesign t : model.tables()) {
                for (AccessPattern p : t.accessPatterns()) {
                    if (!p.operation().isRead()) {
                        continue;
                    }
                    Set<Item> expected = new HashSet<>();
                    // The engine's request leaves the projection out; the code sends it, so the Sandbox's items are cut to it.
                    sandbox.read(PatternRequest.of(t, p, Map.of())).items().forEach(i -> expected.add(projected(i, p)));
                    Set<Item> actual = new HashSet<>();
                    Object result = call(access, CodeNames.camel(p.name(), CodeNames.JAVA_KEYWORDS),
                            p.parameterNames().stream().map(n -> p.parameters().get(n)).toArray());
                    for (Object item : result instanceof Optional<?> o ? o.stream().toList() : (List<?>) result) {
                        actual.add(item(item));
                    }
                    if (!expected.equals(actual)) {
                        differences.add(abridged(p.name() + ": Sandbox " + expected + ", generated code " + actual));
                    }
                    compared++;
                }
            }
        } finally {
            live.tables().forEach(t -> LOCAL.deleteTable(t.name()));
        }
        assertEquals(List.of(), differences, sample);
        assertTrue(compared >= 2, "compared " + compared);
    }

    @ParameterizedTest
    @ValueSource(strings = {"movies-actors", "customer-orders", "alleycat-races", "company-directory", "issue-tracker",
        "tournament-matches", "products-vectors"})
    void theJavaCompilesForEverySample(String sample) {
        DataModel model = read(sample);
        assertEquals(JavaCode.className(model.name()),
                GeneratedJava.load(JavaCode.className(model.name()), JavaCode.write(CodePlanner.plan(model))).getName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"movies-actors", "customer-orders", "alleycat-races", "company-directory", "issue-tracker"})
    void eachEntitysPutWritesTheItemTheSandboxDerives(String sample) throws Exception {
        DataModel model = read(sample);
        String prefix = "code-" + UUID.randomUUID() + "-";
        Object access = access(model, prefix);
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (TableDesign t : model.tables()) {
            TableDesign empty = t.withName(prefix + t.name());
            LOCAL.createTable(empty);
            try {
                for (Entity e : t.entities()) {
                    // A kept entity's items are written by the stream handler, from its source's item
                    // (the tracker's index items hold no attribute their keys render from), not by a put.
                    if (e.items().isEmpty() || t.keptEntity(e.name()).isPresent()) {
                        continue;
                    }
                    Item derived = KeyDerivation.deriveAll(t, e, e.items().get(0)).item();
                    CodePlan.EntityWrite w = CodePlanner.plan(model).tables().stream()
                            .filter(c -> c.name().equals(t.name())).findFirst().orElseThrow().writes().stream()
                            .filter(x -> x.entity().equals(e.name())).findFirst().orElseThrow();
                    List<Object> args = new ArrayList<>();
                    w.attributes().forEach((a, type) -> args.add(argument(derived.attributes().get(a), type)));
                    call(access, CodeNames.camel("put " + e.name(), CodeNames.JAVA_KEYWORDS), args.toArray());
                    Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> key = new LinkedHashMap<>();
                    t.keySchema().names().forEach(k -> key.put(k, SdkValues.toSdk(derived.attributes().get(k))));
                    Item written = SdkValues.item(CLIENT.getItem(b -> b.tableName(empty.name()).key(key)).item());
                    Map<String, AttributeValue> expected = new LinkedHashMap<>();
                    derived.attributes().forEach((a, v) -> {
                        if (written.attributes().containsKey(a) || w.attributes().containsKey(a) || w.keys().containsKey(a)) {
                            expected.put(a, v);
                        }
                    });
                    if (!new Item(expected).equals(written)) {
                        differences.add(abridged(e.name() + ": derived " + expected + ", written " + written));
                    }
                    compared++;
                }
            } finally {
                LOCAL.deleteTable(empty.name());
            }
        }
        assertEquals(List.of(), differences, sample);
        assertTrue(compared >= 1, "compared " + compared);
    }

    static Item projected(Item item, AccessPattern p) {
        if (p.projection().isBlank()) {
            return item;
        }
        Map<String, AttributeValue> kept = new LinkedHashMap<>();
        for (String a : p.projection().split(",")) {
            AttributeValue v = item.attributes().get(a.strip());
            if (v != null) {
                kept.put(a.strip(), v);
            }
        }
        return new Item(kept);
    }

    static String abridged(String text) {
        return text.length() <= 600 ? text : text.substring(0, 600) + "…";
    }

    static DataModel read(String sample) {
        return WorkbenchJson.read(Path.of("sample-models", sample + ".json")).model().orElseThrow();
    }

    static DataModel prefixed(DataModel model, String prefix) {
        return model.withTables(model.tables().stream().map(t -> t.withName(prefix + t.name())).toList());
    }

    static Object access(DataModel model, String prefix) throws ReflectiveOperationException {
        String name = JavaCode.className(model.name());
        return GeneratedJava.load(name, JavaCode.write(CodePlanner.plan(model)))
                .getConstructor(DynamoDbClient.class, String.class).newInstance(CLIENT, prefix);
    }

    static Object call(Object target, String method, Object... args) throws Exception {
        for (Method m : target.getClass().getMethods()) {
            if (m.getName().equals(method) && m.getParameterCount() == args.length) {
                try {
                    return m.invoke(target, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause() instanceof Exception x ? x : e;
                }
            }
        }
        throw new AssertionError("no method " + method + " with " + args.length + " parameters in the generated code");
    }

    static Item item(Object sdkItem) {
        @SuppressWarnings("unchecked")
        var map = (Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>) sdkItem;
        return SdkValues.item(map);
    }

    /** The value the generated method takes for an attribute of this type: text for S and N. */
    static Object argument(AttributeValue v, AttributeType type) {
        if (v == null) {
            return null;
        }
        return switch (type) {
            case S -> ((AttributeValue.S) v).value();
            case N -> ((AttributeValue.N) v).text();
            case BOOL -> ((AttributeValue.Bool) v).value();
            default -> SdkValues.toSdk(v);
        };
    }
}
