package dev.tablewright.operation.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.StreamWrites;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultLineTest {
    @Test
    void theStreamsWritesAreNamedThreeAtMostAfterTheLine() {
        assertEquals("", ResultLine.stream(StreamWrites.NONE));
        assertEquals(" · +1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05",
                ResultLine.stream(new StreamWrites(List.of("MonthlyTotal MOV#m1/TOTAL#2024-05"), List.of())));
        assertEquals(" · +3 writes by the stream: A, B, C",
                ResultLine.stream(new StreamWrites(List.of("A", "B", "C"), List.of())));
        assertEquals(" · +7 writes by the stream: A, B, C and 4 more",
                ResultLine.stream(new StreamWrites(List.of("A", "B", "C", "D", "E", "F", "G"), List.of())));
        assertEquals("done · 1 WCU · 3 ms · +1 write by the stream: A",
                ResultLine.request("done", RunCapacity.write().add(List.of(
                        new dev.tablewright.engine.api.ConsumedCapacity("t", 1, 0, 0))), 3)
                        + ResultLine.stream(new StreamWrites(List.of("A"), List.of())));
    }

    @Test
    void whatTheStreamCouldNotDoFollowsItsWrites() {
        assertEquals("+1 write by the stream: A · B X is not written: too big",
                ResultLine.streamText(new StreamWrites(List.of("A"), List.of("B X is not written: too big"))));
        assertEquals(" · The stream stopped after 9 writes: A, B keep each other in a loop",
                ResultLine.stream(new StreamWrites(List.of(), List.of("The stream stopped after 9 writes: A, B keep "
                        + "each other in a loop"))));
    }
}
