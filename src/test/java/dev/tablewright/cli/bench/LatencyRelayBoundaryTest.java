package dev.tablewright.cli.bench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The added latency is the benches' alone: no real connection's path (how connections, the command
 * line's endpoints and the SDK gateway are built) can reach the relay, and only the live benches start one.
 */
@AnalyzeClasses(packages = "dev.tablewright", importOptions = ImportOption.DoNotIncludeTests.class)
class LatencyRelayBoundaryTest {
    @ArchTest
    static final ArchRule noConnectionPathReachesTheRelay = noClasses()
            .that().resideInAnyPackage("dev.tablewright.aws..", "dev.tablewright.cli.options..", "dev.tablewright.ui..",
                    "dev.tablewright.app..", "dev.tablewright.operation..")
            .should().dependOnClassesThat().resideInAPackage("dev.tablewright.cli.bench..");

    @ArchTest
    static final ArchRule onlyTheLiveBenchStartsARelay = noClasses()
            .that().doNotHaveFullyQualifiedName(LiveBench.class.getName())
            .and().doNotHaveFullyQualifiedName(LatencyRelay.class.getName())
            .should().dependOnClassesThat().haveFullyQualifiedName(LatencyRelay.class.getName());
}
