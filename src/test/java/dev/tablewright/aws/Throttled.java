package dev.tablewright.aws;

import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.BatchWriteResult;

import dev.tablewright.engine.api.WriteRequest;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real gateway as a throttled table answers BatchWriteItem: the first {@code throttledCalls} calls
 * write all but the last {@code leave} requests (none when no more are given) and hand those back unprocessed, as DynamoDB does
 * under throttling (DynamoDB Local and the Sandbox never do). Everything else goes straight through.
 */
public final class Throttled {
    private Throttled() {
    }

    /** @param calls counts the BatchWriteItem calls made */
    public static Gateway batchWrites(Gateway real, int throttledCalls, int leave, AtomicInteger calls) {
        return (Gateway) Proxy.newProxyInstance(Gateway.class.getClassLoader(), new Class<?>[] {Gateway.class},
                (proxy, method, args) -> {
                    // batchWrite(List), and execute(BatchWriteRequest) as a request with Return members goes
                    boolean asList = method.getName().equals("batchWrite");
                    if ((asList || method.getName().equals("execute") && args[0] instanceof BatchWriteRequest)
                            && calls.getAndIncrement() < throttledCalls) {
                        @SuppressWarnings("unchecked")
                        List<WriteRequest> writes = asList ? (List<WriteRequest>) args[0]
                                : ((BatchWriteRequest) args[0]).writes();
                        int kept = Math.max(0, writes.size() - leave);
                        if (kept > 0) {
                            real.batchWrite(writes.subList(0, kept));
                        }
                        List<WriteRequest> left = List.copyOf(writes.subList(kept, writes.size()));
                        return asList ? left : BatchWriteResult.unprocessed(left);
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
