package dev.tablewright.aws;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One in-process DynamoDB Local per test JVM (test scope only: its licence forbids shipping it).
 * In-memory; started on first use, shut down when the JVM exits.
 *
 * <p>DynamoDB Local 3.x moved {@code DynamoDBEmbedded} from {@code com.amazonaws.services.dynamodbv2}
 * to {@code software.amazon.dynamodb.services} and kept its methods, so the class is looked up by name:
 * the build can pick either release line ({@code -Ddynamodb.local.groupId/-Ddynamodb.local.version},
 * docs/engine-differences.md) with no change here.
 */
public final class EmbeddedDynamoDb {
    private static final List<String> EMBEDDED = List.of(
            "software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded",
            "com.amazonaws.services.dynamodbv2.local.embedded.DynamoDBEmbedded");
    private static Object local;
    private static Method dynamoDbClient;

    private EmbeddedDynamoDb() {
    }

    public static synchronized DynamoDbClient client() {
        if (local == null) {
            Method create = method(embeddedClass(), "create", Boolean.class);
            // Through the interface create() returns (AmazonDynamoDBLocal): the implementing class need not be public.
            Class<?> api = create.getReturnType();
            local = invoke(create, null, Boolean.TRUE); // in memory
            dynamoDbClient = method(api, "dynamoDbClient");
            Method shutdown = method(api, "shutdownNow");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> invoke(shutdown, local), "dynamodb-local-shutdown"));
        }
        return (DynamoDbClient) invoke(dynamoDbClient, local);
    }

    private static Method method(Class<?> type, String name, Class<?>... parameters) {
        try {
            return type.getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("this DynamoDB Local has no " + type.getName() + "." + name, e);
        }
    }

    private static Class<?> embeddedClass() {
        for (String name : EMBEDDED) {
            try {
                return Class.forName(name);
            } catch (ClassNotFoundException e) {
                // the other release line
            }
        }
        throw new IllegalStateException("DynamoDB Local is not on the test class path (looked for " + EMBEDDED + ")");
    }

    private static Object invoke(Method m, Object target, Object... arguments) {
        try {
            return m.invoke(target, arguments);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }
}
